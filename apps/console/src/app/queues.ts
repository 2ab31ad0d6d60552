/**
 * The dashboard's figures (how many things wait in each queue, and the last 14 days), loaded
 * when the console opens and every minute while it is open.
 */
import type { ConsoleDashboard } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { consoleEffect } from '../shared/api';
import { unwrap } from '../shared/result';

export const dashboardFx = consoleEffect(async (api) => unwrap(await api.dashboard.request()));

export const queuesRefreshed = createEvent();

export const $dashboard = createStore<ConsoleDashboard | null>(null).on(
  dashboardFx.doneData,
  (_, dashboard) => dashboard,
);
export const $dashboardFailed = createStore(false)
  .on(dashboardFx.fail, () => true)
  .reset(dashboardFx.done);

sample({
  clock: queuesRefreshed,
  filter: dashboardFx.pending.map((busy) => !busy),
  target: dashboardFx,
});
