/** The account screens, loaded with their route (router.tsx). */
export { Settings } from './Settings';
export { Tickets } from './Tickets';
