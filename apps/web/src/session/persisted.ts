/**
 * `persist:amora`: the session part of the app's state, kept across reloads (spec 01 section 4).
 * Nearby lists and notifications are never persisted; a stored version other than ours is ignored.
 */
import { persistence, User } from '@amora/contract';
import * as v from 'valibot';
import { persistKey, readItem, removeItem, writeItem } from '../shared/storage';

const PersistedState = v.object({
  version: v.literal(persistence.version),
  session: v.object({ authenticated: v.boolean(), user: v.nullable(User) }),
});
export type PersistedState = v.InferOutput<typeof PersistedState>;
export type PersistedSession = PersistedState['session'];

/** The stored session, or undefined when there is none or it is unreadable. */
export const readPersistedSession = (): PersistedSession | undefined => {
  const raw = readItem(persistKey);
  if (!raw) return undefined;
  try {
    const parsed = v.safeParse(PersistedState, JSON.parse(raw));
    return parsed.success ? parsed.output.session : undefined;
  } catch {
    return undefined;
  }
};

/** Whether anything is persisted: start-up mounts at once then, else after 500 ms. */
export const hasPersistedState = () => readItem(persistKey) !== null;

export const writePersistedSession = (session: PersistedSession) =>
  writeItem(
    persistKey,
    JSON.stringify({ version: persistence.version, session } satisfies PersistedState),
  );

export const clearPersistedState = () => removeItem(persistKey);
