/**
 * The page of a page_view: the app's route pattern (`/stranger-profile/:id`), never the address
 * itself, so no member id, token or query of the address reaches the statistics.
 */
import { matchPath } from 'react-router';
import { paths } from '../app/paths';

const patterns = Object.values(paths);

export const pagePathOf = (pathname: string): string =>
  patterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null) ?? '/*';
