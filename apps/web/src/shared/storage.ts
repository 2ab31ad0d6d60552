/**
 * The browser's local storage as the app uses it (spec 01 section 3). Every access tolerates a
 * storage that is missing or refuses writes (private mode, Node tests), since none of it is
 * essential to use the app.
 */
import { localStorageKeys, persistence } from '@amora/contract';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

export const readItem = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string) => {
  try {
    storage()?.setItem(key, value);
  } catch {
    // A full or refused storage only costs the convenience of remembering.
  }
};

export const removeItem = (key: string) => {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from a storage we cannot reach.
  }
};

/** Empties the whole local storage (a render failure, spec 01 section 2). */
export const clearStorage = () => {
  try {
    storage()?.clear();
  } catch {
    // See removeItem.
  }
};

/** `persist:amora`: the persisted state of the app. */
export const persistKey = `${persistence.keyPrefix}${persistence.key}`;

/** The device id: a random UUID created once and kept. */
export const deviceId = (): string => {
  const stored = readItem(localStorageKeys.deviceId);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writeItem(localStorageKeys.deviceId, created);
  return created;
};
