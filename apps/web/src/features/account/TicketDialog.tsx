/**
 * One ticket: its topic, status, the member's message, the replies, an answer to send, and
 * "Delete ticket", which asks first: the dialog turns into the confirmation until the member
 * confirms or keeps the ticket.
 */
import { TicketCommentPayload } from '@amora/contract';
import { Box, Button, Dialog, Inline, Stack, Text, TicketStatusBadge } from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { TicketMessageField } from './TicketMessageField';
import {
  $openTicket,
  $repliesSent,
  $replying,
  $replyProblem,
  $ticketDeleteAsked,
  $ticketDeleteFailed,
  $ticketDeleting,
  replySubmitted,
  ticketClosed,
  ticketDeleteAsked,
  ticketDeleteConfirmed,
  ticketDeleteDismissed,
} from './tickets';
import { topicId } from './topics';

function DeleteConfirmation({ topic }: { topic: string }) {
  const intl = useIntl();
  const [deleting, failed, confirm, keep] = useUnit([
    $ticketDeleting,
    $ticketDeleteFailed,
    ticketDeleteConfirmed,
    ticketDeleteDismissed,
  ]);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      isDismissable={!deleting}
      onOpenChange={(open) => !open && keep()}
      title={intl.formatMessage({ id: 'account.tickets.deleteTitle' })}
      footer={
        <>
          <Button variant="critical" fullWidth isPending={deleting} onPress={confirm}>
            <FormattedMessage id="account.tickets.deleteConfirm" />
          </Button>
          <Button variant="ghost" fullWidth isDisabled={deleting} onPress={keep}>
            <FormattedMessage id="account.tickets.deleteKeep" />
          </Button>
        </>
      }
    >
      <Stack space="small">
        <Text>
          <FormattedMessage id="account.tickets.deleteText" values={{ topic }} />
        </Text>
        {failed && (
          <Box role="alert">
            <Text tone="critical">
              <FormattedMessage id="account.tickets.deleteFailed" />
            </Text>
          </Box>
        )}
      </Stack>
    </Dialog>
  );
}

export function TicketDialog() {
  const intl = useIntl();
  const [ticket, isReplying, problem, sent, reply, close, deleteAsked, askDelete] = useUnit([
    $openTicket,
    $replying,
    $replyProblem,
    $repliesSent,
    replySubmitted,
    ticketClosed,
    $ticketDeleteAsked,
    ticketDeleteAsked,
  ]);
  const { control, handleSubmit, reset } = useForm<TicketCommentPayload>({
    defaultValues: { message: '' },
    resolver: valibotResolver(TicketCommentPayload),
  });
  useEffect(() => {
    if (sent > 0) reset();
  }, [sent, reset]);
  if (!ticket) return null;
  if (deleteAsked) {
    return <DeleteConfirmation topic={intl.formatMessage({ id: topicId(ticket.topic) })} />;
  }
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage({ id: topicId(ticket.topic) })}
      footer={
        <>
          <Button fullWidth type="submit" form="ticket-reply" isPending={isReplying}>
            <FormattedMessage id="account.tickets.reply" />
          </Button>
          <Button
            variant="ghost"
            fullWidth
            icon={<Trash2 size={18} />}
            isDisabled={isReplying}
            onPress={askDelete}
          >
            <FormattedMessage id="account.tickets.delete" />
          </Button>
        </>
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
