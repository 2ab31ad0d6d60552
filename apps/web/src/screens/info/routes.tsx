/** Pages open to everyone: legal texts, support information, links from mails, the mobile page. */
import { Placeholder } from '../Placeholder';

export function MobileRegister() {
  return <Placeholder page="page.mobile" />;
}

export function ConfirmEmailChange() {
  return <Placeholder page="page.confirmEmailChange" />;
}

export function Unsubscribe() {
  return <Placeholder page="page.unsubscribe" />;
}

export function SupportInfo() {
  return <Placeholder page="page.support" />;
}

export function Imprint() {
  return <Placeholder page="page.imprint" />;
}

export function Terms() {
  return <Placeholder page="page.terms" />;
}

export function Eula() {
  return <Placeholder page="page.eula" />;
}

export function Privacy() {
  return <Placeholder page="page.privacy" />;
}
