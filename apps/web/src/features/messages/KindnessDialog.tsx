/**
 * The kindness nudge (issue 17): a text with an unkind word asks "Are you sure?" before it goes
 * out. Sending stays the member's choice; "Edit message" returns to the composer with the draft.
 */
import { Button, Dialog, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $nudgedText, nudgeConfirmed, nudgeDismissed } from './actions';

export function KindnessDialog() {
  const intl = useIntl();
  const [nudgedText, confirm, dismiss] = useUnit([$nudgedText, nudgeConfirmed, nudgeDismissed]);
  return (
    <Dialog
      isOpen={nudgedText !== null}
      // Escape and a click outside are "Edit message": nothing is sent without the member's yes.
      onOpenChange={(open) => !open && dismiss()}
      role="alertdialog"
      title={intl.formatMessage({ id: 'messages.kindness.title' })}
      footer={
        <>
          <Button fullWidth onPress={() => dismiss()}>
            <FormattedMessage id="messages.kindness.edit" />
          </Button>
          <Button variant="ghost" fullWidth onPress={() => confirm()}>
            <FormattedMessage id="messages.kindness.send" />
          </Button>
        </>
      }
    >
      <Text>
        <FormattedMessage id="messages.kindness.text" />
      </Text>
    </Dialog>
  );
}
