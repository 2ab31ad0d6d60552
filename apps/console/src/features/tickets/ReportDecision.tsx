/**
 * The decisions on an open report, each asked in a dialog: dismiss, warn, remove the picture
 * (only when a picture was reported), suspend, ban.
 */
import { type ConsoleTicket, reportActions } from '@amora/contract';
import { Button, Card, Inline, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { actionChosen, type ReportAction } from './actionModel';
import { ReportActionDialog } from './ReportActionDialog';

const variants: Record<ReportAction, 'secondary' | 'outline' | 'critical'> = {
  dismiss: 'secondary',
  warn: 'outline',
  removePicture: 'outline',
  suspend: 'outline',
  ban: 'critical',
};

export function ReportDecision({ ticket }: { ticket: ConsoleTicket }) {
  const intl = useIntl();
  const choose = useUnit(actionChosen);
  const available = reportActions.filter(
    (action) =>
      (action === 'removePicture' ? ticket.reportedPictureHref !== null : true) &&
      (action === 'dismiss' || ticket.reported !== null),
  );
  return (
    <Card title={intl.formatMessage({ id: 'tickets.decision.title' })}>
      <Stack space="gutter">
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: 'tickets.decision.hint' }, { reporter: ticket.member.name })}
        </Text>
        <Inline space="small">
          {available.map((action) => (
            <Button
              key={action}
              size="small"
              variant={variants[action]}
              onPress={() => choose(action)}
            >
              {intl.formatMessage({ id: `tickets.action.${action}` })}
            </Button>
          ))}
        </Inline>
      </Stack>
      <ReportActionDialog ticket={ticket} />
    </Card>
  );
}
