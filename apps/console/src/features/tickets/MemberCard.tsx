/** The member who wrote the ticket or the report: who they are, and a link to their page. */
import type { MemberRef } from '@amora/contract';
import { Avatar, Badge, Card, Inline, Link, Stack, Text } from '@amora/ui';
import { useIntl } from 'react-intl';
import { paths } from '../../app/paths';

export function MemberCard({ member, title }: { member: MemberRef; title: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card title={title}>
      <Stack space="gutter">
        <Inline space="medium" alignY="center" noWrap>
          <Avatar name={member.name} src={member.thumbnailHref} size="standard" decorative />
          <Stack space="xsmall">
            <Text weight="strong">{member.name}</Text>
            {member.email && (
              <Text size="small" tone="muted" truncate>
                {member.email}
              </Text>
            )}
          </Stack>
        </Inline>
        <Inline space="xsmall" alignY="center">
          <Badge tone={member.standing === 'active' ? 'neutral' : 'critical'} size="small">
            {t(`standing.${member.standing}`)}
          </Badge>
          {member.verified && (
            <Badge tone="info" size="small">
              {t('tickets.detail.verified')}
            </Badge>
          )}
          <Text as="span" size="small" tone="muted">
            {t('tickets.detail.memberSince', { date: intl.formatDate(member.createdAt) })}
          </Text>
        </Inline>
        <Link href={paths.member(member.id)} variant="standalone" size="small">
          {t('tickets.detail.openMember', { name: member.name })}
        </Link>
      </Stack>
    </Card>
  );
}
