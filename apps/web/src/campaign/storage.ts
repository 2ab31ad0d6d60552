/**
 * Where the campaign parameters live (spec 01 sections 4 and 9): cookies for 7 days on the site
 * root, or, when the browser refuses cookies, the session storage with the same expiry.
 */
import { marketingCookies, marketingParameters } from '@amora/contract';

export type CampaignField = keyof typeof marketingParameters;
export type Campaign = Partial<Record<CampaignField, string>>;

export const campaignFields = Object.keys(marketingParameters) as CampaignField[];

const maxValueLength = 200;
const dayMs = 24 * 60 * 60 * 1000;
const lifetimeMs = marketingCookies.days * dayMs;
/** The cookie and session-storage names: the query names of the landing URL. */
const nameOf = (field: CampaignField) => marketingParameters[field];

const cookieDocument = (): Document | undefined => globalThis.document;

/** Whether the browser keeps our cookies; a refused write reads back as nothing. */
const cookiesEnabled = (): boolean => {
  const document = cookieDocument();
  if (!document || globalThis.navigator?.cookieEnabled === false) return false;
  try {
    document.cookie = `amora_cookie_check=1; path=${marketingCookies.path}`;
    const enabled = document.cookie.includes('amora_cookie_check=1');
    document.cookie = `amora_cookie_check=; max-age=0; path=${marketingCookies.path}`;
    return enabled;
  } catch {
    return false;
  }
};

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = cookieDocument()
    ?.cookie.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
};

const sessionStorage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** A session-storage entry: the value and when it expires, as a cookie would. */
interface SessionEntry {
  value: string;
  expiresAt: number;
}

const readSessionEntry = (name: string, now: number): string | undefined => {
  try {
    const raw = sessionStorage()?.getItem(name);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<SessionEntry>;
    return typeof entry.value === 'string' &&
      typeof entry.expiresAt === 'number' &&
      entry.expiresAt > now
      ? entry.value
      : undefined;
  } catch {
    return undefined;
  }
};

const writeSessionEntry = (name: string, value: string | undefined, now: number) => {
  try {
    if (value === undefined) sessionStorage()?.removeItem(name);
    else {
      const entry: SessionEntry = { value, expiresAt: now + lifetimeMs };
      sessionStorage()?.setItem(name, JSON.stringify(entry));
    }
  } catch {
    // A refused storage only loses the attribution of this visit.
  }
};

/** The stored campaign parameters that have not expired. */
export const readCampaign = (now = Date.now()): Campaign => {
  const useCookies = cookiesEnabled();
  const campaign: Campaign = {};
  for (const field of campaignFields) {
    const value = useCookies ? readCookie(nameOf(field)) : readSessionEntry(nameOf(field), now);
    if (value) campaign[field] = value;
  }
  return campaign;
};

/** Stores one parameter for 7 days, or removes it (`undefined`). */
export const writeCampaignField = (
  field: CampaignField,
  value: string | undefined,
  now = Date.now(),
) => {
  const name = nameOf(field);
  if (!cookiesEnabled()) {
    writeSessionEntry(name, value, now);
    return;
  }
  const document = cookieDocument();
  if (!document) return;
  document.cookie =
    value === undefined
      ? `${name}=; max-age=0; path=${marketingCookies.path}`
      : `${name}=${encodeURIComponent(value)}; max-age=${lifetimeMs / 1000}; path=${marketingCookies.path}; SameSite=Lax`;
};

/** The campaign parameters of a landing URL's query (pid, cid, sid, strangerId). */
export const campaignOfQuery = (search: string): Campaign => {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const field of campaignFields) {
    const value = query.get(nameOf(field))?.trim();
    // The server takes at most 200 characters; a longer value is no campaign of ours.
    if (value && value.length <= maxValueLength) campaign[field] = value;
  }
  return campaign;
};
