/**
 * `last-verified-check` (spec 01 section 3), as decided in ./verifiedCheck.ts: a member waiting for
 * the verification learns the decision on coming back to the page, asked at most every 15 minutes.
 */
import { localStorageKeys } from '@amora/contract';
import { allSettled } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, userVerifications } from '../../../server/src/db/schema';
import { installMemoryStorage, type MemoryStorage } from '../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  startIdentityServer,
} from '../../test/server';
import { $user } from './model';
import { pageShown, verificationCheckIntervalMs } from './verifiedCheck';

let server: IdentityServer;
let storage: MemoryStorage;
const password = 'sommer2026';

beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  storage = installMemoryStorage();
});

// One member at a time in this file's database: the updates below need no member filter.
const decide = async (verified: boolean) => {
  await server.app.db
    .update(userVerifications)
    .set({ state: verified ? 'verified' : 'pending', decidedAt: verified ? new Date() : null });
  await server.app.db.update(users).set({ verified });
};

describe('the verification check', () => {
  it('shows a pending member the decision on the return to the page, then waits 15 minutes', async () => {
    const member = await insertMember(server.app, { password });
    await server.app.db.insert(userVerifications).values({ userId: member.id });
    const scope = await logInScope(server.baseUrl, member.email ?? '', password);
    expect(scope.getState($user)).toMatchObject({ verified: false, verificationPending: true });

    await decide(true);
    await allSettled(pageShown, { scope });
    expect(scope.getState($user)).toMatchObject({ verified: true, verificationPending: false });
    const checkedAt = Number(storage.getItem(localStorageKeys.lastVerifiedCheck));
    expect(Date.now() - checkedAt).toBeLessThan(5_000);

    // Within the interval nothing is asked again, in this tab or another.
    await decide(false);
    const otherTab = await logInScope(server.baseUrl, member.email ?? '', password);
    storage.setItem(localStorageKeys.lastVerifiedCheck, String(Date.now()));
    await decide(true);
    await allSettled(pageShown, { scope: otherTab });
    expect(otherTab.getState($user)).toMatchObject({ verified: false });

    // Once the interval has passed, it is asked again.
    storage.setItem(
      localStorageKeys.lastVerifiedCheck,
      String(Date.now() - verificationCheckIntervalMs - 1),
    );
    await allSettled(pageShown, { scope: otherTab });
    expect(otherTab.getState($user)).toMatchObject({ verified: true });
  });

  it('asks nothing for a member who is not waiting', async () => {
    await server.app.db.delete(userVerifications);
    const member = await insertMember(server.app, { password });
    const scope = await logInScope(server.baseUrl, member.email ?? '', password);
    await allSettled(pageShown, { scope });
    expect(storage.getItem(localStorageKeys.lastVerifiedCheck)).toBeNull();
  });
});
