/**
 * The switch of the anonymous usage statistics: in the settings (Privacy) for a member, on the
 * privacy page for anyone. Off stops every event at once, on the account and on this device.
 */
import { Switch } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useIntl } from 'react-intl';
import { $usageStatistics, saveUsageStatisticsFx, usageStatisticsChosen } from './model';

export function UsageStatisticsSwitch() {
  const intl = useIntl();
  const [allowed, isSaving, choose] = useUnit([
    $usageStatistics,
    saveUsageStatisticsFx.pending,
    usageStatisticsChosen,
  ]);
  return (
    <Switch
      isSelected={allowed}
      isDisabled={isSaving}
      onChange={choose}
      description={intl.formatMessage({ id: 'account.privacy.usageStatisticsHint' })}
    >
      {intl.formatMessage({ id: 'account.privacy.usageStatistics' })}
    </Switch>
  );
}
