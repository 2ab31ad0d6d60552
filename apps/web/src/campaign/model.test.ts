/**
 * Campaign tracking against the real server: the parameters of the landing URL kept in cookies
 * (or the session storage when cookies are refused) for 7 days, and the click reported once per
 * new campaign id, counted in the server's table.
 */
import { allSettled } from 'effector';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketingClicks, users } from '../../../server/src/db/schema';
import { registrationPayload } from '../../../server/test/routes/identity/support';
import { MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  openScope,
  startIdentityServer,
} from '../../test/server';
import { registrationSubmitted } from '../screens/registration/model';
import { loginSubmitted } from '../session/model';
import { $campaign, campaignLanded, strangerIdCleared } from './model';
import { readCampaign } from './storage';
import { $strangerToOpen, strangerOpened } from './strangerLink';

let server: IdentityServer;
// The server's start takes long on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** A browser's cookie jar behind `document.cookie`, honouring max-age; it keeps what was written. */
class CookieDocument {
  readonly written: string[] = [];
  #values = new Map<string, { value: string; expiresAt: number }>();
  constructor(private readonly enabled = true) {}
  get cookie() {
    const now = Date.now();
    return [...this.#values]
      .filter(([, entry]) => entry.expiresAt > now)
      .map(([name, entry]) => `${name}=${entry.value}`)
      .join('; ');
  }
  set cookie(line: string) {
    if (!this.enabled) return;
    this.written.push(line);
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    const maxAge = attributes.find((attribute) => attribute.startsWith('max-age='));
    const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 24 * 60 * 60;
    if (seconds <= 0) this.#values.delete(name);
    else this.#values.set(name, { value, expiresAt: Date.now() + seconds * 1000 });
  }
}

const install = (name: string, value: unknown) =>
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

const openBrowser = ({ cookies = true } = {}) => {
  const document = new CookieDocument(cookies);
  const session = new MemoryStorage();
  install('document', document);
  install('sessionStorage', session);
  return { document, session };
};

afterEach(() => {
  install('document', undefined);
  install('sessionStorage', undefined);
});

// drizzle's operators are the server's dependency; the web package filters the rows itself.
const clicksOf = async (campaignId: string) =>
  (await server.app.db.select().from(marketingClicks)).filter(
    (click) => click.campaignId === campaignId,
  );

const campaignId = () => `spring-${Math.random().toString(36).slice(2, 8)}`;

const sevenDays = 7 * 24 * 60 * 60;

describe('campaign tracking', () => {
  it('stores the landing parameters in cookies for 7 days on the site root and reports the click', async () => {
    const { document } = openBrowser();
    const pid = campaignId();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, {
      scope,
      params: `?pid=${pid}&cid=click-1&sid=newsletter&strangerId=st-7`,
    });

    expect(scope.getState($campaign)).toEqual({
      campaignId: pid,
      clickId: 'click-1',
      sourceId: 'newsletter',
      strangerId: 'st-7',
    });
    for (const name of ['pid', 'cid', 'sid', 'strangerId']) {
      const line = document.written.find((written) => written.startsWith(`${name}=`));
      expect(line).toContain(`max-age=${sevenDays}`);
      expect(line).toContain('path=/');
    }
    expect(await clicksOf(pid)).toEqual([
      expect.objectContaining({ campaignId: pid, clickId: 'click-1', sourceId: 'newsletter' }),
    ]);
  });

  it('reports a campaign once: a later visit with the same id reports nothing, a new id reports again', async () => {
    openBrowser();
    const first = campaignId();
    // Each visit is a new scope with a cookie jar of its own for the server, so only the
    // client's own memory of the campaign keeps the server from counting another device.
    await allSettled(campaignLanded, {
      scope: (await openScope(server.baseUrl)).scope,
      params: `?pid=${first}`,
    });
    await allSettled(campaignLanded, {
      scope: (await openScope(server.baseUrl)).scope,
      params: `?pid=${first}&cid=click-2`,
    });
    expect(await clicksOf(first)).toHaveLength(1);
    expect(readCampaign()).toEqual({ campaignId: first, clickId: 'click-2' });

    const second = campaignId();
    await allSettled(campaignLanded, {
      scope: (await openScope(server.baseUrl)).scope,
      params: `?pid=${second}`,
    });
    expect(await clicksOf(second)).toHaveLength(1);
    expect(readCampaign()).toEqual({ campaignId: second, clickId: 'click-2' });
  });

  it('scans only the first landing URL of a visit', async () => {
    openBrowser();
    const first = campaignId();
    const later = campaignId();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, { scope, params: `?pid=${first}` });
    await allSettled(campaignLanded, { scope, params: `?pid=${later}` });
    expect(scope.getState($campaign).campaignId).toBe(first);
    expect(await clicksOf(later)).toHaveLength(0);
  });

  it('falls back to the session storage with the same 7 days when cookies are refused', async () => {
    const { document, session } = openBrowser({ cookies: false });
    const pid = campaignId();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, { scope, params: `?pid=${pid}&sid=ads` });

    expect(document.written).toEqual([]);
    expect(readCampaign()).toEqual({ campaignId: pid, sourceId: 'ads' });
    const stored = JSON.parse(session.getItem('pid') ?? '{}') as { expiresAt: number };
    expect(stored.expiresAt - Date.now()).toBeGreaterThan((sevenDays - 60) * 1000);
    expect(readCampaign(Date.now() + (sevenDays + 1) * 1000)).toEqual({});
    expect(await clicksOf(pid)).toHaveLength(1);
  });

  it('clears the stranger id', async () => {
    openBrowser();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, { scope, params: '?strangerId=st-9&sid=ads' });
    await allSettled(strangerIdCleared, { scope });
    expect(scope.getState($campaign)).toEqual({ sourceId: 'ads' });
    expect(readCampaign()).toEqual({ sourceId: 'ads' });
  });

  it('passes the stored ids on to the e-mail sign-up', async () => {
    openBrowser();
    const pid = campaignId();
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, {
      scope,
      params: `?pid=${pid}&cid=c-3&sid=s-3&strangerId=x-3`,
    });
    const body = registrationPayload();
    await allSettled(registrationSubmitted, {
      scope,
      params: body as Parameters<typeof registrationSubmitted>[0],
    });
    const row = (await server.app.db.select().from(users)).find(
      (user) => user.email === body.email,
    );
    expect(row).toMatchObject({
      campaignId: pid,
      clickId: 'c-3',
      sourceId: 's-3',
      strangerId: 'x-3',
    });
  });
});

describe('the stranger of a campaign link', () => {
  it('opens once the visitor has logged in, then is cleared', async () => {
    openBrowser();
    const stranger = await insertMember(server.app, { password: 'sommer2026' });
    const member = await insertMember(server.app, { password: 'sommer2026' });
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, { scope, params: `?strangerId=${stranger.id}&sid=ads` });
    // A visitor sees the landing page, not the profile.
    expect(scope.getState($strangerToOpen)).toBeNull();

    await allSettled(loginSubmitted, {
      scope,
      params: { userName: member.email, password: 'sommer2026' },
    });
    expect(scope.getState($strangerToOpen)).toBe(stranger.id);

    await allSettled(strangerOpened, { scope, params: stranger.id });
    expect(scope.getState($strangerToOpen)).toBeNull();
    expect(readCampaign()).toEqual({ sourceId: 'ads' });
  });

  it("is not the member's own profile", async () => {
    openBrowser();
    const member = await insertMember(server.app, { password: 'sommer2026' });
    const { scope } = await openScope(server.baseUrl);
    await allSettled(campaignLanded, { scope, params: `?strangerId=${member.id}` });
    await allSettled(loginSubmitted, {
      scope,
      params: { userName: member.email, password: 'sommer2026' },
    });
    expect(scope.getState($strangerToOpen)).toBeNull();
  });
});
