import type { TicketStatus } from '@amora/contract';
import { Badge, type BadgeProps } from '@amora/ui';
import { useIntl } from 'react-intl';

const tones: Record<TicketStatus, BadgeProps['tone']> = {
  open: 'warning',
  inProgress: 'info',
  resolved: 'success',
  rejected: 'neutral',
  closed: 'neutral',
};

/** A ticket's status in words, its colour only a second hint. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={tones[status]} size="small">
      {intl.formatMessage({ id: `status.${status}` })}
    </Badge>
  );
}
