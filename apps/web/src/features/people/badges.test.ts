/**
 * The navigation's badge of new likes and visitors against the real server: the after-login load
 * shows it and uses nothing up, so it is there again in the next session; opening the list marks
 * what it showed as seen, which lowers the badge here and for every later session.
 */
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { relationships } from '../../../../server/src/db/schema';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  startsIdentityServerPerFile,
} from '../../../test/server';
import { $newLikes, $newVisitors, memberAreaEntered } from '../../member/model';
import { $lists, listOpened, listsLeft, moreRequested } from './model';

let server: IdentityServer;
const password = 'sommer2026';
startsIdentityServerPerFile((started) => {
  server = started;
});

/** A member liked and visited by `admirers` others, and a way to open a new session of theirs. */
const admired = async (admirers: number, visitors = admirers) => {
  const row = await insertMember(server.app, { password, hasCompletedRegistration: true });
  for (let index = 0; index < Math.max(admirers, visitors); index += 1) {
    const other = await insertMember(server.app, { hasCompletedRegistration: true });
    const types = [
      ...(index < admirers ? (['like'] as const) : []),
      ...(index < visitors ? (['visit'] as const) : []),
    ];
    await server.app.db
      .insert(relationships)
      .values(types.map((type) => ({ fromUserId: other.id, toUserId: row.id, type })));
  }
  /** The member logs in and a member screen opens: the after-login loads run. */
  const session = async () => {
    const scope = await logInScope(server.baseUrl, row.email ?? '', password);
    await allSettled(memberAreaEntered, { scope });
    return scope;
  };
  return { row, session };
};

describe('the badge of new likes and visitors', () => {
  it('is not used up by the after-login load: the next session shows it again', async () => {
    const { session } = await admired(2, 1);
    const first = await session();
    expect(first.getState($newLikes)).toBe(2);
    expect(first.getState($newVisitors)).toBe(1);

    const second = await session();
    expect(second.getState($newLikes)).toBe(2);
    expect(second.getState($newVisitors)).toBe(1);
  });

  it('goes down for what an opened list showed, and stays down', async () => {
    const { session } = await admired(2, 1);
    const scope = await session();

    await allSettled(listOpened, { scope, params: 'like' });

    // The screen still marks the rows "new" while the member looks at them.
    expect(scope.getState($lists).like?.items.map((item) => item.isNew)).toEqual([true, true]);
    expect(scope.getState($newLikes)).toBe(0);
    expect(scope.getState($newVisitors)).toBe(1);
    await allSettled(listsLeft, { scope });
    expect(scope.getState($lists).like?.items.some((item) => item.isNew)).toBe(false);

    const later = await session();
    expect(later.getState($newLikes)).toBe(0);
    expect(later.getState($newVisitors)).toBe(1);

    await allSettled(listOpened, { scope: later, params: 'visit' });
    expect(later.getState($newVisitors)).toBe(0);
    expect((await session()).getState($newVisitors)).toBe(0);
  });

  it('counts the rows of a next page as seen only once it is shown', async () => {
    // One more than a page of the list (10 rows).
    const { session } = await admired(11, 0);
    const scope = await session();
    expect(scope.getState($newLikes)).toBe(11);

    await allSettled(listOpened, { scope, params: 'like' });
    expect(scope.getState($newLikes)).toBe(1);

    await allSettled(moreRequested, { scope, params: 'like' });
    expect(scope.getState($lists).like?.items).toHaveLength(11);
    expect(scope.getState($newLikes)).toBe(0);
  });

  it('marks nothing of a list loaded while the screen is closed', async () => {
    const { session } = await admired(1, 0);
    const scope = await session();
    await allSettled(listOpened, { scope, params: 'visit' });
    await allSettled(listsLeft, { scope });
    // The likes load again in the background (as after a block), with nobody looking.
    await allSettled(memberAreaEntered, { scope });
    expect(scope.getState($newLikes)).toBe(1);
    expect((await session()).getState($newLikes)).toBe(1);
  });
});
