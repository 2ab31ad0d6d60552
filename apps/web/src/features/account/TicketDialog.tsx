/** One ticket: its topic, status, the member's message, the replies, and an answer to send. */
import { TicketCommentPayload } from '@amora/contract';
import { Box, Button, Dialog, Inline, Stack, Text, TicketStatusBadge } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { TicketMessageField } from './TicketMessageField';
import {
  $openTicket,
  $repliesSent,
  $replying,
  $replyProblem,
  replySubmitted,
  ticketClosed,
} from './tickets';
import { topicId } from './topics';

export function TicketDialog() {
  const intl = useIntl();
  const [ticket, isReplying, problem, sent, reply, close] = useUnit([
    $openTicket,
    $replying,
    $replyProblem,
    $repliesSent,
    replySubmitted,
    ticketClosed,
  ]);
  const { control, handleSubmit, reset } = useForm<TicketCommentPayload>({
    defaultValues: { message: '' },
    resolver: valibotResolver(TicketCommentPayload),
  });
  useEffect(() => {
    if (sent > 0) reset();
  }, [sent, reset]);
  if (!ticket) return null;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage({ id: topicId(ticket.topic) })}
      footer={
        <Button fullWidth type="submit" form="ticket-reply" isPending={isReplying}>
          <FormattedMessage id="account.tickets.reply" />
        </Button>
      }
    >
      <Stack space="gutter">
        <Inline space="small" alignY="center" align="between">
          <TicketStatusBadge status={ticket.status} />
          <Text size="small" tone="muted">
            <FormattedDate value={ticket.createdAt} dateStyle="medium" timeStyle="short" />
          </Text>
        </Inline>
        <Text>{ticket.message}</Text>
        {ticket.comments.map((comment) => (
          <Box
            key={comment.id}
            background={comment.author === 'support' ? 'surfaceSunken' : undefined}
            borderRadius="standard"
            padding="small"
          >
            <Stack space="xxsmall">
              <Text size="small" weight="strong">
                <FormattedMessage
                  id={
                    comment.author === 'support'
                      ? 'account.tickets.bySupport'
                      : 'account.tickets.byMe'
                  }
                />
              </Text>
              <Text>{comment.message}</Text>
            </Stack>
          </Box>
        ))}
        <form
          id="ticket-reply"
          noValidate
          onSubmit={handleSubmit(({ message }) => reply({ id: ticket.id, message }))}
        >
          <TicketMessageField
            control={control}
            label={intl.formatMessage({ id: 'account.tickets.replyLabel' })}
            rows={3}
            problem={problem}
          />
        </form>
      </Stack>
    </Dialog>
  );
}
