/**
 * The reported chat as the reporter saw it when reporting, read-only: the reporter's lines on the
 * right (their own), the reported member's on the left, each of those marked "Reported".
 */
import type { ConsoleTicket } from '@amora/contract';
import {
  Badge,
  Card,
  ChatBubble,
  type ChatMessageType,
  chatMessageTypes,
  Stack,
  Text,
} from '@amora/ui';
import { useIntl } from 'react-intl';

const bubbleType = (type: string): ChatMessageType =>
  (chatMessageTypes as readonly string[]).includes(type) ? (type as ChatMessageType) : 'message';

export function ReportedChat({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const reported = ticket.reported;
  const reportedName = reported?.name ?? intl.formatMessage({ id: 'common.none' });
  const messages = ticket.reportedMessages;
  return (
    <Card
      title={intl.formatMessage({ id: 'tickets.chat.title' }, { reporter: ticket.member.name })}
    >
      <Stack space="gutter">
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: 'tickets.chat.hint' }, { reported: reportedName })}
        </Text>
        {messages.length === 0 ? (
          <Text tone="muted">{intl.formatMessage({ id: 'tickets.chat.empty' })}</Text>
        ) : (
          <Stack space="small" as="ol" paddingLeft="none">
            {messages.map((message, index) => {
              const first =
                index === 0 || messages[index - 1]?.fromReported !== message.fromReported;
              return (
                <Stack
                  as="li"
                  key={message.id}
                  space="xxsmall"
                  align={message.fromReported ? 'start' : 'stretch'}
                >
                  {message.fromReported && first && (
                    <Badge tone="critical" size="small">
                      {intl.formatMessage({ id: 'tickets.chat.reportedLine' })}
                    </Badge>
                  )}
                  <ChatBubble
                    type={bubbleType(message.type)}
                    isOwn={!message.fromReported}
                    text={message.text ?? undefined}
                    sentAt={new Date(message.createdAt)}
                    partnerName={reportedName}
                    partnerImage={reported?.thumbnailHref}
                    isFirstInGroup={first}
                    imageSrc={message.imageHref ?? undefined}
                    imageAlt={
                      message.imageHref
                        ? intl.formatMessage(
                            { id: 'tickets.chat.picture' },
                            { name: message.fromReported ? reportedName : ticket.member.name },
                          )
                        : undefined
                    }
                  />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
