/**
 * The card on the member's home while the profile is not published: others do not see the member
 * until the registration is completed, and the card opens the flow that completes it.
 */
import { Button, Card, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $completionDue, completionOpened } from './completionModel';

export function CompletionBanner() {
  const intl = useIntl();
  const [isDue, open] = useUnit([$completionDue, completionOpened]);
  if (!isDue) return null;
  return (
    <Card
      title={intl.formatMessage({ id: 'profile.publish.banner.title' })}
      footer={
        <Button onPress={open}>
          <FormattedMessage id="profile.publish.banner.action" />
        </Button>
      }
    >
      <Text tone="muted">
        <FormattedMessage id="profile.publish.banner.text" />
      </Text>
    </Card>
  );
}
