/** The people screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function Likes() {
  return <Placeholder page="page.likes" />;
}

export function Visitors() {
  return <Placeholder page="page.visitors" />;
}

export function StrangerProfile() {
  return <Placeholder page="page.strangerProfile" />;
}
