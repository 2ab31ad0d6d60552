/** The discovery screens, loaded with their route (router.tsx). */
export { ForYou } from './ForYou';
export { Nearby } from './Nearby';
export { UserSearchRoute as UserSearch } from './UserSearch';
