/** One ticket: its topic, status, the member's message, the replies, and an answer to send. */
import { limits, TicketCommentPayload } from '@amora/contract';
import { Box, Button, Dialog, Inline, Stack, Text, TextField, TicketStatusBadge } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useProblemText } from '../profile/problemText';
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
  const problemText = useProblemText('account');
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
          <Controller
            control={control}
            name="message"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage({ id: 'account.tickets.replyLabel' })}
                multiline
                rows={3}
                maxLength={limits.ticketMessageMaxLength}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={problemText(fieldState.error?.message ?? problem)}
                isInvalid={Boolean(fieldState.error || problem)}
              />
            )}
          />
        </form>
      </Stack>
    </Dialog>
  );
}
