/** The search settings live under the search route, as the library's screens link to them. */
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

/** The `id` of /search/{id} that opens the search settings instead of a search by name. */
export const settingsSearchId = 'settings';
export const searchSettingsPath = generatePath(paths.search, { id: settingsSearchId });
