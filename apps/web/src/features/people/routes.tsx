/** The people screens, loaded with their route (router.tsx). */
import { LikesScreen } from './LikesScreen';
import { StrangerProfileScreen } from './StrangerProfileScreen';

export function Likes() {
  return <LikesScreen tab="likes" />;
}

export function Visitors() {
  return <LikesScreen tab="visitors" />;
}

export function StrangerProfile() {
  return <StrangerProfileScreen />;
}
