/**
 * The blocked members with unblock (story Screens/Member/BlockedUsers): they cannot see the
 * member's profile or write to them.
 */
import { Avatar, Box, Button, EmptyState, Inline, Spinner, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { ShieldCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $blockedUsers, $unblockingId, unblockPressed } from './model';
import { Section } from './Section';

export function BlockedUsersSection() {
  const intl = useIntl();
  const [members, unblockingId, unblock] = useUnit([$blockedUsers, $unblockingId, unblockPressed]);
  return (
    <Section title={intl.formatMessage({ id: 'account.blocked.title' })}>
      <Text tone="muted">
        <FormattedMessage id="account.blocked.subtitle" />
      </Text>
      {members === null ? (
        <Spinner label={intl.formatMessage({ id: 'account.blocked.loading' })} />
      ) : members.length === 0 ? (
        <EmptyState
          framed
          icon={<ShieldCheck size={28} />}
          title={intl.formatMessage({ id: 'account.blocked.emptyTitle' })}
          description={intl.formatMessage({ id: 'account.blocked.emptyDescription' })}
        />
      ) : (
        <Box role="list">
          {members.map((member) => (
            <Box role="listitem" key={member.id} paddingY="small">
              <Inline space="medium" align="between" alignY="center" noWrap>
                <Inline space="medium" alignY="center" noWrap>
                  <Avatar name={member.name} src={member.image} decorative />
                  <Stack space="xxsmall">
                    <Text weight="strong">{member.name}</Text>
                    <Text size="small" tone="muted">
                      <FormattedMessage
                        id={
                          member.reported
                            ? 'account.blocked.reportedOn'
                            : 'account.blocked.blockedOn'
                        }
                        values={{ date: new Date(member.blockedAt) }}
                      />
                    </Text>
                  </Stack>
                </Inline>
                <Button
                  variant="outline"
                  size="small"
                  isPending={unblockingId === member.id}
                  onPress={() => unblock(member.id)}
                  aria-label={intl.formatMessage(
                    { id: 'account.blocked.unblockName' },
                    { name: member.name },
                  )}
                >
                  <FormattedMessage id="account.blocked.unblock" />
                </Button>
              </Inline>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
