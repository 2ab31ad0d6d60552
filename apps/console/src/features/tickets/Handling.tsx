/**
 * Who handles the ticket (assign to me, unassign) and, for a request, its status. A refused
 * change says why here.
 */
import { type ConsoleTicket, type TicketStatus, ticketStatuses } from '@amora/contract';
import { Button, Card, Notice, Select, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $operator } from '../../session/model';
import { $updateFailure, ticketChanged, updateFx } from './detailModel';

export function Handling({ ticket, withStatus }: { ticket: ConsoleTicket; withStatus: boolean }) {
  const intl = useIntl();
  const [operator, failure, pending, change] = useUnit([
    $operator,
    $updateFailure,
    updateFx.pending,
    ticketChanged,
  ]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const mine = ticket.assignee !== null && ticket.assignee.id === operator?.id;
  return (
    <Card title={t('tickets.detail.assignment')}>
      <Stack space="gutter" align="start">
        {failure && (
          <Notice>{t('tickets.write.failed', { problem: t(`error.${failure}`) })}</Notice>
        )}
        <Text>
          {mine
            ? t('tickets.detail.assignedToYou')
            : ticket.assignee
              ? t('tickets.detail.assignedTo', { name: ticket.assignee.name })
              : t('tickets.detail.notAssigned')}
        </Text>
        {mine ? (
          <Button
            size="small"
            variant="secondary"
            isDisabled={pending}
            onPress={() => change({ assigneeId: null })}
          >
            {t('tickets.detail.unassign')}
          </Button>
        ) : (
          operator && (
            <Button
              size="small"
              variant="secondary"
              isDisabled={pending}
              onPress={() => change({ assigneeId: operator.id })}
            >
              {t('tickets.detail.assignToMe')}
            </Button>
          )
        )}
        {withStatus && (
          <Select
            label={t('tickets.detail.status')}
            items={ticketStatuses.map((id) => ({ id, label: t(`status.${id}`) }))}
            value={ticket.status}
            onChange={(value) => {
              if (value !== ticket.status) change({ status: value as TicketStatus });
            }}
            isDisabled={pending}
          />
        )}
      </Stack>
    </Card>
  );
}
