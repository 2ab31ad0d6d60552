/**
 * Privacy: who may write to the member (only verified members, enforced by the server, see
 * apps/server/src/chat/verified-senders.ts) and the anonymous usage statistics (src/analytics).
 */
import type { User } from '@amora/contract';
import { Switch } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { UsageStatisticsSwitch } from '../../analytics/UsageStatisticsSwitch';
import { preferencesChanged, savePreferencesFx } from './model';
import { Section } from './Section';

export function PrivacySection({ user }: { user: User }) {
  const intl = useIntl();
  const [isSaving, change] = useUnit([savePreferencesFx.pending, preferencesChanged]);
  return (
    <Section title={intl.formatMessage({ id: 'account.privacy.title' })}>
      <Switch
        isSelected={user.verifiedSendersOnly}
        isDisabled={isSaving}
        onChange={(verifiedSendersOnly) => change({ verifiedSendersOnly })}
        description={intl.formatMessage({ id: 'account.privacy.verifiedSendersOnlyHint' })}
      >
        {intl.formatMessage({ id: 'account.privacy.verifiedSendersOnly' })}
      </Switch>
      <UsageStatisticsSwitch />
    </Section>
  );
}
