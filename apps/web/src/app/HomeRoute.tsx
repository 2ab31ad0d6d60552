import { FullScreenLoader } from '@amora/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { Landing } from '../screens/visitor/Landing';
import { $authenticated } from '../session/model';

const Nearby = lazy(() =>
  import('../features/discovery/routes').then((module) => ({ default: module.Nearby })),
);

/** The root: the landing page for visitors, the member's home (nearby) for members. */
export function HomeRoute() {
  const isMember = useUnit($authenticated);
  if (!isMember) return <Landing />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Nearby />
    </Suspense>
  );
}
