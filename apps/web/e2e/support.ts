/**
 * What the visitor flows share: Debian's Chromium, a fresh browser context on the test server
 * per test (German unless a test picks another language), members registered through the API
 * from a client address of their own, and the links of the development mailbox.
 */
import { randomBytes } from 'node:crypto';
import type { Gender } from '@amora/contract';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { expect, inject } from 'vitest';
import type { MailboxMail } from '../../server/test/routes/identity/support';
import { openBrowser } from '../../server/test/support/browser';
import './provided';

export const baseUrl = inject('e2eBaseUrl');

export const launchChromium = () =>
  chromium.launch({ ...inject('chromiumLaunchOptions'), headless: true });

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page: a flow that ends with any has crashed somewhere. */
  errors: string[];
}

/** A new browser context (its own cookies and local storage) with one page. */
export const visit = async (
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Visit> => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    ...options,
  });
  // A step that cannot happen fails with what it waited for, well before the test's timeout.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

export const uniqueEmail = (name: string) =>
  `${name}.${randomBytes(4).toString('hex')}@example.com`;

export interface Member {
  email: string;
  password: string;
}

/** A birthdate 30 years back, as the wizard sends it. */
const birthdate = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 30, 0, 15);
  return `${date.toISOString().slice(0, 10)}T00:00:00.000Z`;
};

/** Who a member is and seeks: a woman seeking men unless a flow needs members to meet. */
export interface MemberLook {
  gender: Gender;
  searchGender: Gender;
}

/**
 * A member registered through the API (the wizard has a flow of its own), from a client of its
 * own so the per-address limits never meet the flows; the browser is not logged in. Every member
 * lives in Berlin (10115), so two who seek each other's gender meet in the game.
 */
export const registerMember = async (
  name: string,
  { gender, searchGender }: MemberLook = { gender: 'female', searchGender: 'male' },
): Promise<Member> => {
  const { api } = openBrowser(baseUrl);
  const places = await api.location.search({ query: { search: 'Berlin', country: 'de' } });
  const berlin = places?.items.find((place) => place.city === 'Berlin');
  if (!berlin) throw new Error('the place search found no Berlin');
  const member = { email: uniqueEmail(name.toLowerCase()), password: 'secret123' };
  const result = await api.identity.register({
    body: {
      ...member,
      name,
      birthdate: birthdate(),
      gender,
      country: 'de',
      city: berlin.city,
      zip: '10115',
      locationId: berlin.id,
      language: 'de',
      searchGender,
      searchRelationType: 'relationship',
      searchDistance: 50,
      platform: 'web',
      deviceId: `e2e-${randomBytes(4).toString('hex')}`,
    },
  });
  if (!result?.user) throw new Error(`registering ${member.email} failed`);
  return member;
};

/** The newest mail link to `email` that opens `route` of the web app, once the outbox holds one. */
export const mailLinkTo = async (email: string, route: string): Promise<URL> => {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        const { mails } = (await response.json()) as { mails: MailboxMail[] };
        link = mails
          .flatMap((mail) => mail.links.map((address) => new URL(address)))
          .find((url) => url.pathname === route);
        return link?.href;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return link as URL;
};

/** The labels of the login form in the languages the flows use. */
const loginLabels = {
  de: { email: 'E-Mail', password: 'Passwort' },
  en: { email: 'E-mail', password: 'Password' },
};

/** Fills the login form and submits it with Enter, as a member on a keyboard does. */
export const logIn = async (
  page: Page,
  { email, password }: Member,
  language: keyof typeof loginLabels = 'de',
) => {
  const labels = loginLabels[language];
  await page.getByRole('textbox', { name: labels.email }).fill(email);
  const passwordField = page.getByLabel(labels.password, { exact: true });
  await passwordField.fill(password);
  await passwordField.press('Enter');
};

/** Resolves once the page shows `path` (the app navigates on the client, without a load). */
export const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
