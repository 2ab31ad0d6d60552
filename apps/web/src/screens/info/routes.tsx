/** Pages open to everyone: legal texts, support information, links from mails, the mobile page. */
import { UsageStatisticsSwitch } from '../../analytics/UsageStatisticsSwitch';
import { LegalPage } from './Legal';

export { ConfirmEmailChange } from './ConfirmEmailChange';
export { MobileRegister } from './MobileRegister';
export { SupportInfo } from './SupportInfo';
export { Unsubscribe } from './Unsubscribe';

export function Imprint() {
  return <LegalPage page="imprint" />;
}

export function Terms() {
  return <LegalPage page="terms" />;
}

export function Eula() {
  return <LegalPage page="eula" />;
}

export function Privacy() {
  return (
    <LegalPage page="privacy">
      <UsageStatisticsSwitch />
    </LegalPage>
  );
}
