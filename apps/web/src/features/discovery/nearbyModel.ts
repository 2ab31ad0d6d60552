/** Nearby, the member's home: the grid of members around them, 30 a page (spec 02 section 9). */
import { pageSizes } from '@amora/contract';
import { sample } from 'effector';
import { createMemberList } from './memberList';
import { searchSettingsSaved } from './settingsModel';

export const nearby = createMemberList(pageSizes.grid);

// New search settings or a new place change who is around.
sample({ clock: searchSettingsSaved, fn: () => '', target: nearby.opened });
