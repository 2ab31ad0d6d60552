/**
 * The two states that replace every screen (spec 01 sections 2 and 8): offline while the browser
 * has no connection, and update-required while the server's `minimumAppVersion` is above this
 * app's version (apps/web/package.json).
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { version as appVersion } from '../../../package.json';
import { $configuration } from '../../session/model';

export { appVersion };

/** Compares dotted versions numerically ("1.10.0" is above "1.9.3"); a missing part counts 0. */
export const compareVersions = (left: string, right: string): number => {
  const parts = (version: string) => version.split(/[.+-]/).map((part) => Number(part) || 0);
  const [a, b] = [parts(left), parts(right)];
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
};

export const browserWentOffline = createEvent();
export const browserWentOnline = createEvent();
export const retryPressed = createEvent();

/** The browser's own word on the connection, asked again on "Try again". */
const checkConnectionFx = createEffect(() => globalThis.navigator?.onLine !== false);

export const $online = createStore(true)
  .on(browserWentOffline, () => false)
  .on(browserWentOnline, () => true)
  .on(checkConnectionFx.doneData, (_, online) => online);
export const $checkingConnection = checkConnectionFx.pending;
sample({ clock: retryPressed, target: checkConnectionFx });

export const $updateRequired = $configuration.map((configuration) =>
  configuration?.minimumAppVersion
    ? compareVersions(appVersion, configuration.minimumAppVersion) < 0
    : false,
);
