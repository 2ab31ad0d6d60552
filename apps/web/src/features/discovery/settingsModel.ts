/**
 * The search settings (spec 02 sections 2 and 4): interested in, age range, distance, country
 * only, and a move to another place, which costs `prices.changeLocation` coins unless a free
 * location change is left. Saving reloads the grid and the game.
 */
import type { ChangeLocationPayload, SearchSettingsPayload, User } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { canSpend, outOfCoins } from '../../member/model';
import { $configuration, $user, sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { createPlaceSearch } from '../../shared/placeSearch';
import { dataOf, isOutOfCoins } from '../../shared/result';

export interface SearchSettingsSubmission {
  settings: SearchSettingsPayload;
  /** A new place, or null to stay. */
  location: ChangeLocationPayload | null;
}

export const searchSettingsSubmitted = createEvent<SearchSettingsSubmission>();
/** The settings screen was left: its error goes. */
export const searchSettingsLeft = createEvent();
/** The server saved new settings (and the place, if one was chosen). */
export const searchSettingsSaved = createEvent<User>();

export const changeLocationFx = apiEffect(async (api, body: ChangeLocationPayload) =>
  dataOf(await api.user.changeLocation.request({ body })),
);
export const saveSearchSettingsFx = apiEffect(async (api, body: SearchSettingsPayload) =>
  dataOf(await api.user.updateSearchSettings.request({ body })),
);

export const { placeSearched, $places } = createPlaceSearch([searchSettingsLeft, sessionEnded]);

/** `saved`: the server has the new settings (the screen goes back to the grid). */
export type SettingsStatus = 'idle' | 'saving' | 'saved' | 'failed';
export const $settingsStatus = createStore<SettingsStatus>('idle').reset(
  searchSettingsLeft,
  sessionEnded,
);

/** What a move costs now: nothing while a free location change is left. */
export const $locationChangePrice = sample({
  source: { user: $user, configuration: $configuration },
  fn: ({ user, configuration }) =>
    user && user.freeLocationChangesCount > 0 ? 0 : (configuration?.prices.changeLocation ?? 0),
});

/** The pending settings, saved once the move (if any) went through. */
const $pending = createStore<SearchSettingsPayload | null>(null).on(
  searchSettingsSubmitted,
  (_, { settings }) => settings,
);

const affordable = sample({
  clock: searchSettingsSubmitted,
  source: { user: $user, price: $locationChangePrice },
  filter: ({ user, price }, { location }) => location === null || canSpend(user, price),
  fn: (_, submission) => submission,
});
sample({
  clock: searchSettingsSubmitted,
  source: { user: $user, price: $locationChangePrice },
  filter: ({ user, price }, { location }) => location !== null && !canSpend(user, price),
  target: outOfCoins,
});
sample({
  clock: affordable,
  filter: ({ location }) => location !== null,
  fn: ({ location }) => location as ChangeLocationPayload,
  target: changeLocationFx,
});
sample({
  clock: affordable,
  filter: ({ location }) => location === null,
  fn: ({ settings }) => settings,
  target: saveSearchSettingsFx,
});
sample({
  clock: changeLocationFx.done,
  source: $pending,
  filter: Boolean,
  target: saveSearchSettingsFx,
});

// Both answers are the account as saved, the balance after the move included.
$user.on(changeLocationFx.doneData, (_, user) => user);
$user.on(saveSearchSettingsFx.doneData, (_, user) => user);
sample({ clock: saveSearchSettingsFx.doneData, target: searchSettingsSaved });

$settingsStatus
  .on(affordable, () => 'saving')
  .on(saveSearchSettingsFx.done, () => 'saved')
  .on(changeLocationFx.fail, (_, { error }) => (isOutOfCoins(error) ? 'idle' : 'failed'))
  .on(saveSearchSettingsFx.fail, () => 'failed');
sample({
  clock: changeLocationFx.fail,
  filter: ({ error }) => isOutOfCoins(error),
  target: outOfCoins,
});

sample({
  clock: changeLocationFx.done,
  fn: () => ({ kind: 'success' as const, id: 'discovery.location.changed' as const }),
  target: notified,
});
sample({
  clock: saveSearchSettingsFx.done,
  fn: () => ({ kind: 'success' as const, id: 'discovery.settings.saved' as const }),
  target: notified,
});
