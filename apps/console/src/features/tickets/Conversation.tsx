/**
 * What the member wrote and every answer since, oldest first: the member's lines with their
 * picture, support's with the operator's name, each with its time.
 */
import type { ConsoleTicket } from '@amora/contract';
import { Avatar, Badge, Card, Inline, Stack, Text } from '@amora/ui';
import { Headset } from 'lucide-react';
import { useIntl } from 'react-intl';
import { dateTime } from './format';

interface Line {
  id: string;
  fromMember: boolean;
  operatorName: string | null;
  message: string;
  createdAt: string;
}

export function Conversation({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const lines: Line[] = [
    {
      id: 'message',
      fromMember: true,
      operatorName: null,
      message: ticket.message,
      createdAt: ticket.createdAt,
    },
    ...ticket.comments.map((comment) => ({
      id: comment.id,
      fromMember: comment.author === 'member',
      operatorName: comment.operatorName,
      message: comment.message,
      createdAt: comment.createdAt,
    })),
  ];
  return (
    <Card title={intl.formatMessage({ id: 'tickets.detail.conversation' })}>
      <Stack space="large" as="ol" paddingLeft="none">
        {lines.map((line) => (
          <Inline key={line.id} as="li" space="medium" alignY="start" noWrap>
            {line.fromMember ? (
              <Avatar
                name={ticket.member.name}
                src={ticket.member.thumbnailHref}
                size="small"
                decorative
              />
            ) : (
              <Badge tone="secondary" icon={<Headset size={14} aria-hidden />}>
                {intl.formatMessage({ id: 'role.support' })}
              </Badge>
            )}
            <Stack space="xsmall">
              <Text size="small" tone="muted">
                <Text as="strong" size="small" weight="strong" tone="neutral">
                  {line.fromMember
                    ? intl.formatMessage(
                        { id: 'tickets.detail.memberWrote' },
                        { name: ticket.member.name },
                      )
                    : line.operatorName
                      ? intl.formatMessage(
                          { id: 'tickets.detail.supportWrote' },
                          { name: line.operatorName },
                        )
                      : intl.formatMessage({ id: 'tickets.detail.supportUnnamed' })}
                </Text>
                {' · '}
                <time dateTime={line.createdAt}>{dateTime(intl, line.createdAt)}</time>
              </Text>
              <Text>{line.message}</Text>
            </Stack>
          </Inline>
        ))}
      </Stack>
    </Card>
  );
}
