/**
 * The member at a glance, under the page's heading (their name and e-mail): the thumbnail, the
 * standing and verification, how long the account exists, when they were last seen, and until
 * when a suspension lasts.
 */
import type { ConsoleMember } from '@amora/contract';
import { Avatar, Badge, Card, Inline } from '@amora/ui';
import { BadgeCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Fact } from './Fact';
import { accountAge, ago, date, dateTime } from './format';
import { StandingBadge } from './StandingBadge';

export function MemberHeader({ member }: { member: ConsoleMember }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card padding="medium">
      <Inline space="large" alignY="center">
        <Avatar name={member.name} src={member.thumbnailHref} size="large" decorative />
        <Inline space="small" alignY="center">
          <StandingBadge standing={member.standing} />
          {member.verified && (
            <Badge tone="info" size="small" icon={<BadgeCheck size={12} aria-hidden />}>
              {t('members.verified')}
            </Badge>
          )}
        </Inline>
        <Inline space="xlarge" alignY="start">
          <Fact label={t('member.accountAge')}>
            <span title={t('member.joinedOn', { date: date(intl, member.createdAt) })}>
              {accountAge(intl, member.createdAt)}
            </span>
          </Fact>
          <Fact label={t('member.lastSeen')}>
            {member.lastSeenAt ? (
              <time dateTime={member.lastSeenAt} title={dateTime(intl, member.lastSeenAt)}>
                {ago(intl, member.lastSeenAt)}
              </time>
            ) : (
              t('member.never')
            )}
          </Fact>
          {member.suspendedUntil && member.standing === 'suspended' && (
            <Fact label={t('member.suspendedUntil')}>
              <time dateTime={member.suspendedUntil}>{dateTime(intl, member.suspendedUntil)}</time>
            </Fact>
          )}
          <Fact label={t('member.accountId')}>{member.id}</Fact>
        </Inline>
      </Inline>
    </Card>
  );
}
