/**
 * The remembered login (spec 01 section 2): email and password are stored, encoded, on every
 * login attempt, and fill the login form next time.
 */
import { type EmailLoginPayload, localStorageKeys } from '@amora/contract';
import { readItem, writeItem } from '../shared/storage';

const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const decode = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));

export const rememberLogin = ({ userName, password }: EmailLoginPayload) =>
  writeItem(localStorageKeys.rememberedLogin, encode(JSON.stringify({ userName, password })));

export const rememberedLogin = (): EmailLoginPayload => {
  const stored = readItem(localStorageKeys.rememberedLogin);
  if (stored) {
    try {
      const parsed: unknown = JSON.parse(decode(stored));
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'userName' in parsed &&
        'password' in parsed &&
        typeof parsed.userName === 'string' &&
        typeof parsed.password === 'string'
      ) {
        return { userName: parsed.userName, password: parsed.password };
      }
    } catch {
      // An unreadable entry is as good as none.
    }
  }
  return { userName: '', password: '' };
};
