/**
 * One ticket (/tickets/:id, support) or report (/reports/:id, moderators): the header with topic,
 * status and dates; the member's message and the answers; for a report what was reported (the
 * member and their history, the picture or the chat) and the decision, or how it ended; for a
 * request the answer form. Who handles it can be changed on both.
 */
import type { ConsoleTicket } from '@amora/contract';
import { Inline, PageHeader, Skeleton, SkeletonGroup, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { detailColumns } from '../../app/layout.css';
import { paths } from '../../app/paths';
import { $operator, allows } from '../../session/model';
import { BackLink, DetailFallback, useDetailOpened } from '../../shared/DetailPage';
import { AnswerForm } from './AnswerForm';
import { Conversation } from './Conversation';
import { $loadFailure, $ticket, detailOpened, detailRetried } from './detailModel';
import { dateTime } from './format';
import { Handling } from './Handling';
import { MemberCard } from './MemberCard';
import { Outcome } from './Outcome';
import type { TicketKind } from './queueModel';
import { ReportDecision } from './ReportDecision';
import { ReportedChat } from './ReportedChat';
import { ReportedMember } from './ReportedMember';
import { ReportedPicture } from './ReportedPicture';
import { StatusBadge } from './StatusBadge';

const closed = (ticket: ConsoleTicket) =>
  ticket.status === 'resolved' || ticket.status === 'rejected' || ticket.status === 'closed';

export function TicketDetail({ kind }: { kind: TicketKind }) {
  const intl = useIntl();
  const [open, retry, ticket, failure, operator] = useUnit([
    detailOpened,
    detailRetried,
    $ticket,
    $loadFailure,
    $operator,
  ]);
  useDetailOpened(open);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const back = {
    href: kind === 'reports' ? paths.reports : paths.tickets,
    text: t(`tickets.${kind}.back`),
  };

  if (!ticket) {
    return (
      <DetailFallback
        back={back}
        failure={failure}
        onRetry={retry}
        notFound={{
          title: t('tickets.detail.notFound.title'),
          text: t('tickets.detail.notFound.text'),
        }}
        failedText={t('tickets.detail.loadFailed')}
        loading={
          <Stack space="large">
            <BackLink {...back} />
            <SkeletonGroup label={t('common.loading')}>
              <Stack space="large">
                <Skeleton width="40%" height={32} />
                <div className={detailColumns}>
                  <Skeleton shape="rect" height={240} />
                  <Skeleton shape="rect" height={240} />
                </div>
              </Stack>
            </SkeletonGroup>
          </Stack>
        }
      />
    );
  }

  const isReport = kind === 'reports';
  const mayDecide = isReport && !closed(ticket) && allows(operator, ['moderator']);
  const mayAnswer = !isReport && allows(operator, ['support']);
  return (
    <Stack space="large">
      <BackLink {...back} />
      <PageHeader
        title={t(`topic.${ticket.topic}`)}
        subtitle={`${t('tickets.detail.openedOn', { date: dateTime(intl, ticket.createdAt) })} · ${t(
          'tickets.detail.changedOn',
          { date: dateTime(intl, ticket.updatedAt) },
        )}`}
        actions={
          <Inline space="small" alignY="center">
            <StatusBadge status={ticket.status} />
          </Inline>
        }
      />
      {isReport && closed(ticket) && <Outcome ticket={ticket} />}
      <div className={detailColumns}>
        <Stack space="large">
          <Conversation ticket={ticket} />
          {isReport && ticket.reportedPictureHref && (
            <ReportedPicture ticket={ticket} href={ticket.reportedPictureHref} />
          )}
          {isReport && ticket.topic === 'reportChat' && <ReportedChat ticket={ticket} />}
          {mayAnswer && <AnswerForm ticket={ticket} />}
        </Stack>
        <Stack space="large">
          {mayDecide && <ReportDecision ticket={ticket} />}
          {isReport && <ReportedMember ticket={ticket} />}
          <MemberCard
            member={ticket.member}
            title={t(isReport ? 'tickets.column.reporter' : 'tickets.detail.member')}
          />
          {!(isReport && closed(ticket)) && <Handling ticket={ticket} withStatus={!isReport} />}
        </Stack>
      </div>
    </Stack>
  );
}
