import { useUnit } from 'effector-react';
import { Placeholder } from '../screens/Placeholder';
import { Landing } from '../screens/visitor/Landing';
import { $authenticated } from '../session/model';

/** The root: the landing page for visitors, the member's home (nearby) for members. */
export function HomeRoute() {
  const isMember = useUnit($authenticated);
  return isMember ? <Placeholder page="page.home" /> : <Landing />;
}
