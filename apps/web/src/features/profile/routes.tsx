/** The profile screens, loaded with their route (router.tsx). */
export { OwnProfile } from './OwnProfile';
