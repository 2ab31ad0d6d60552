/**
 * One member (/members/:id, every role): who they are (MemberHeader) and their records in tabs
 * (MemberTabs). Moderators act on the member (warn, suspend, ban, reinstate) and admins grant
 * coins, each through a dialog (MemberDialog); an operator sees only what their role may do.
 */
import type { ConsoleMember, OperatorRole } from '@amora/contract';
import { Button, Inline, PageHeader, Skeleton, SkeletonGroup, Stack } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { paths } from '../../app/paths';
import { $operator, allows } from '../../session/model';
import { BackLink, DetailFallback, useDetailOpened } from '../../shared/DetailPage';
import { $loadFailure, $member, memberOpened, memberRetried } from './detailModel';
import { type MemberDialog as Dialog, dialogOpened } from './dialogModel';
import { MemberDialog } from './MemberDialog';
import { MemberHeader } from './MemberHeader';
import { MemberTabs } from './MemberTabs';

const moderation: readonly OperatorRole[] = ['moderator'];
const adminOnly: readonly OperatorRole[] = [];

/** The writes the member's standing allows, for an operator who may moderate. */
const actionsFor = (member: ConsoleMember): Dialog[] => {
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

  const writes: Dialog[] = [
    ...(allows(operator, moderation) ? actionsFor(member) : []),
    ...(allows(operator, adminOnly) && member.standing !== 'deleted' ? (['grant'] as const) : []),
  ];
  return (
    <Stack space="large">
      <BackLink {...back} />
      <PageHeader
        title={member.name}
        subtitle={member.email ?? undefined}
        actions={
          writes.length > 0 && (
            <Inline space="small" role="group" aria-label={t('member.actions')}>
              {writes.map((write) => (
                <Button
                  key={write}
                  size="small"
                  variant={
                    write === 'ban' ? 'critical' : write === 'reinstate' ? 'primary' : 'secondary'
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
      <MemberHeader member={member} />
      <MemberTabs member={member} />
      <MemberDialog member={member} />
    </Stack>
  );
}
