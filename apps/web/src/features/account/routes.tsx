/** The account screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function Settings() {
  return <Placeholder page="page.settings" />;
}

export function Tickets() {
  return <Placeholder page="page.tickets" />;
}
