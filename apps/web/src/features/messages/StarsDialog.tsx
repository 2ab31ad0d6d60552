/**
 * Where the favourite star is set without a star to spend (spec 02 sections 4 and 8): what stars
 * are for, how many the member has, and the star products to buy with coins, right there.
 */
import { Button, Dialog, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $user } from '../../session/model';
import { StarsPanel } from '../shop/ui/StarsPanel';
import { $starsExplained, starsExplanationClosed } from './actions';

export function StarsDialog() {
  const intl = useIntl();
  const [isOpen, user, close] = useUnit([$starsExplained, $user, starsExplanationClosed]);
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
          <FormattedMessage id="messages.stars.text" values={{ count: user?.stars ?? 0 }} />
        </Text>
        <StarsPanel />
      </Stack>
    </Dialog>
  );
}
