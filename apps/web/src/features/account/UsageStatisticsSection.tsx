/** Privacy: the anonymous usage statistics (first-party, see src/analytics). */
import { useIntl } from 'react-intl';
import { UsageStatisticsSwitch } from '../../analytics/UsageStatisticsSwitch';
import { Section } from './Section';

export function UsageStatisticsSection() {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'account.privacy.title' })}>
      <UsageStatisticsSwitch />
    </Section>
  );
}
