/**
 * One member (/members/:id, every role): who they are (MemberHeader) and their records in tabs
 * (MemberTabs). Moderators act on the member (warn, suspend, ban, reinstate); admins grant coins,
 * refund payments and erase the account, each through a dialog (MemberDialog); an operator sees
 * only what their role may do. An erased account keeps its records but no longer its name.
 */
import type { ConsoleMember, OperatorRole } from '@amora/contract';
import { Button, Inline, Notice, PageHeader, Skeleton, SkeletonGroup, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { $operator, allows } from '../../session/model';
import { BackLink, DetailFallback, useDetailOpened } from '../../shared/DetailPage';
import { $loadFailure, $member, memberOpened, memberRetried } from './detailModel';
import { dialogOpened, type PageAction } from './dialogModel';
import { MemberDialog } from './MemberDialog';
import { MemberHeader } from './MemberHeader';
import { MemberTabs } from './MemberTabs';

const moderation: readonly OperatorRole[] = ['moderator'];
const adminOnly: readonly OperatorRole[] = [];

/** The writes the member's standing allows, for an operator who may moderate. */
const actionsFor = (member: ConsoleMember): PageAction[] => {
  switch (member.standing) {
    case 'active':
      return ['warn', 'suspend', 'ban'];
    case 'suspended':
      return ['reinstate', 'ban'];
    case 'banned':
      return ['reinstate'];
    default:
      return [];
  }
};

export function MemberDetail() {
  const intl = useIntl();
  const [open, retry, openDialog, member, failure, operator] = useUnit([
    memberOpened,
    memberRetried,
    dialogOpened,
    $member,
    $loadFailure,
    $operator,
  ]);
  useDetailOpened(open);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, values);
  const back = { href: paths.members, text: t('member.back') };

  if (!member) {
    return (
      <DetailFallback
        back={back}
        failure={failure}
        onRetry={retry}
        notFound={{ title: t('member.notFound.title'), text: t('member.notFound.text') }}
        failedText={t('member.failed')}
        loading={
          <SkeletonGroup label={t('member.loading')}>
            <Stack space="large">
              <Skeleton width={140} />
              <Skeleton width="40%" height={32} />
              <Skeleton shape="rect" height={96} />
              <Skeleton shape="rect" height={280} />
            </Stack>
          </SkeletonGroup>
        }
      />
    );
  }

  const erased = member.standing === 'deleted';
  const writes: PageAction[] = [
    ...(allows(operator, moderation) ? actionsFor(member) : []),
    ...(allows(operator, adminOnly) && !erased ? (['grant', 'erase'] as const) : []),
  ];
  return (
    <Stack space="large">
      <BackLink {...back} />
      <PageHeader
        title={erased && !member.name ? t('member.erased.name') : member.name}
        subtitle={member.email ?? undefined}
        actions={
          writes.length > 0 && (
            <Inline space="small" role="group" aria-label={t('member.actions')}>
              {writes.map((write) => (
                <Button
                  key={write}
                  size="small"
                  variant={
                    write === 'ban' || write === 'erase'
                      ? 'critical'
                      : write === 'reinstate'
                        ? 'primary'
                        : 'secondary'
                  }
                  onPress={() => openDialog(write)}
                >
                  {t(`member.action.${write}`)}
                </Button>
              ))}
            </Inline>
          )
        }
      />
      {erased && <Notice tone="info">{t('member.erased.notice')}</Notice>}
      <MemberHeader member={member} />
      <MemberTabs member={member} />
      <MemberDialog member={member} />
    </Stack>
  );
}
