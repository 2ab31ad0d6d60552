/**
 * Privacy: the anonymous usage statistics (first-party, see src/analytics). Switching them off
 * stops every event at once, on the account and on this device.
 */
import { Switch } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import {
  $usageStatistics,
  saveUsageStatisticsFx,
  usageStatisticsChosen,
} from '../../analytics/model';
import { Section } from './Section';

export function UsageStatisticsSection() {
  const intl = useIntl();
  const [allowed, isSaving, choose] = useUnit([
    $usageStatistics,
    saveUsageStatisticsFx.pending,
    usageStatisticsChosen,
  ]);
  return (
    <Section title={intl.formatMessage({ id: 'account.privacy.title' })}>
      <Switch
        isSelected={allowed}
        isDisabled={isSaving}
        onChange={choose}
        description={intl.formatMessage({ id: 'account.privacy.usageStatisticsHint' })}
      >
        {intl.formatMessage({ id: 'account.privacy.usageStatistics' })}
      </Switch>
    </Section>
  );
}
