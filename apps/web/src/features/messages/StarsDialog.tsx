/**
 * Where the favourite star is set without a star to spend (spec 02 sections 4 and 8): what stars
 * are for, and the star products (with the member's stars) to buy with coins, right there.
 */
import { Button, Dialog, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StarsPanel } from '../shop/ui/StarsPanel';
import { $starsExplained, starsExplanationClosed } from './actions';

export function StarsDialog() {
  const intl = useIntl();
  const [isOpen, close] = useUnit([$starsExplained, starsExplanationClosed]);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage({ id: 'messages.stars.title' })}
      sheetOnMobile
      footer={
        <Button variant="ghost" fullWidth onPress={close}>
          <FormattedMessage id="messages.stars.close" />
        </Button>
      }
    >
      <Stack space="gutter">
        <Text>
          <FormattedMessage id="messages.stars.text" />
        </Text>
        <StarsPanel />
      </Stack>
    </Dialog>
  );
}
