/** Who a picture or a selfie belongs to: thumbnail, name, badge, and how old the account is. */
import type { MemberRef } from '@amora/contract';
import { Avatar, Badge, Heading, Inline, Stack, Text } from '@amora/ui';
import { BadgeCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { isNewAccount, useDurations } from './durations';

export function MemberSummary({ member }: { member: MemberRef }) {
  const intl = useIntl();
  const durations = useDurations();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Inline space="small" alignY="center" noWrap>
      <Avatar name={member.name} src={member.thumbnailHref} size="small" decorative />
      <Stack space="xxsmall">
        <Inline space="xsmall" alignY="center">
          <Heading level={4} as="h2">
            {member.name}
          </Heading>
          {member.verified && (
            <Badge tone="success" size="small" icon={<BadgeCheck size={12} aria-hidden />}>
              {t('moderation.verified')}
            </Badge>
          )}
          {member.standing !== 'active' && (
            <Badge tone="critical" size="small">
              {t(`standing.${member.standing}`)}
            </Badge>
          )}
        </Inline>
        <Inline space="xsmall" alignY="center">
          <Text size="small" tone="secondary">
            {t('moderation.accountAge', { age: durations.since(member.createdAt) })}
          </Text>
          {isNewAccount(member.createdAt) && (
            <Badge tone="warning" size="small">
              {t('moderation.newAccount')}
            </Badge>
          )}
        </Inline>
      </Stack>
    </Inline>
  );
}
