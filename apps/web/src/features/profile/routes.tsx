/** The profile screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function OwnProfile() {
  return <Placeholder page="page.profile" />;
}
