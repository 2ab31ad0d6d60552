/**
 * The remembered login (spec 01 sections 2 and 3, safe by default): only the e-mail address is
 * kept, encoded, in local storage after a login that worked, and fills the login form next time.
 * The password is never stored by the app: it is the browser's password manager's (the fields'
 * autocomplete, and ./credentials.ts). An older version's entry, which held the password too, is
 * rewritten without it when the app starts; a logout forgets the address.
 */
import { localStorageKeys } from '@amora/contract';
import { readItem, removeItem, writeItem } from '../shared/storage';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const decode = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));

/** The stored entry as written (`{ userName }`, formerly with `password`), or undefined. */
const storedEntry = (): Record<string, unknown> | undefined => {
  const stored = readItem(localStorageKeys.rememberedLogin);
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(decode(stored));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Remembers the address of a login that worked. */
export const rememberEmail = (userName: string) =>
  writeItem(localStorageKeys.rememberedLogin, encode(JSON.stringify({ userName })));

/** The remembered address, or '' when there is none. */
export const rememberedEmail = (): string => {
  const userName = storedEntry()?.userName;
  return typeof userName === 'string' ? userName : '';
};

/** A logout: the next visitor of this browser finds the login form empty. */
export const forgetRememberedLogin = () => removeItem(localStorageKeys.rememberedLogin);

/**
 * At start-up: an entry of an older version, which stored the password beside the address, keeps
 * the address only; an entry that cannot be read is removed.
 */
export const dropStoredPassword = () => {
  if (readItem(localStorageKeys.rememberedLogin) === null) return;
  const entry = storedEntry();
  if (entry && Object.keys(entry).length === 1 && typeof entry.userName === 'string') return;
  if (typeof entry?.userName === 'string' && entry.userName !== '') rememberEmail(entry.userName);
  else forgetRememberedLogin();
};
