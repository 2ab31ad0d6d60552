/** How a closed report ended: dismissed or acted on, by whom and when. */
import type { ConsoleTicket } from '@amora/contract';
import { Notice, Stack, Text } from '@amora/ui';
import { useIntl } from 'react-intl';
import { dateTime } from './format';

export function Outcome({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const values = {
    name: ticket.assignee?.name ?? intl.formatMessage({ id: 'tickets.outcome.someone' }),
    date: dateTime(intl, ticket.updatedAt),
  };
  return (
    <Notice tone={ticket.status === 'resolved' ? 'success' : 'info'}>
      <Stack space="xsmall">
        <Text weight="strong">{intl.formatMessage({ id: 'tickets.outcome.title' })}</Text>
        <Text>{intl.formatMessage({ id: `tickets.outcome.${ticket.status}` }, values)}</Text>
        {ticket.status === 'resolved' && (
          <Text size="small" tone="muted">
            {intl.formatMessage({ id: 'tickets.outcome.audit' })}
          </Text>
        )}
      </Stack>
    </Notice>
  );
}
