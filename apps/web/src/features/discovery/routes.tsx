/** The discovery screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function Nearby() {
  return <Placeholder page="page.home" />;
}

export function ForYou() {
  return <Placeholder page="page.forYou" />;
}

export function UserSearch() {
  return <Placeholder page="page.search" />;
}
