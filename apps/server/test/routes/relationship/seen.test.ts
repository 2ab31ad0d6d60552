/**
 * New likes, visits and matches (spec 02 section 3: the lists carry a new count): a row stays
 * new until the member was shown it. GET /relationship only reads, so the after-login load
 * leaves the badge's count; POST /relationship/seen marks the rows a screen showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, type SocialServer, startSocialServer } from '../dating/support';

let server: SocialServer;
beforeAll(async () => {
  server = await startSocialServer();
});
afterAll(() => server?.close());

interface Listed {
  newCount: number;
  items: { id: string; isNew: boolean }[];
}

const list = async (member: Member, type: string, query = '') =>
  (await member.call<Listed>('GET', `/relationship?type=${type}${query}`)).body;

const seen = (member: Member, type: string, ids: string[]) =>
  member.call('POST', '/relationship/seen', { type, ids });

/** A member liked by `count` others (each visit comes with the like's profile view). */
const likedBy = async (count: number) => {
  const liked = await server.member({ gender: 'female', searchGender: 'male' });
  const admirers: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    const admirer = await server.member({ gender: 'male', searchGender: 'female' });
    await admirer.call('POST', `/relationship/${liked.user.id}/like`);
    await admirer.call('POST', `/relationship/${liked.user.id}/visit`);
    admirers.push(admirer);
  }
  return { liked, admirers };
};

describe('POST /relationship/seen', () => {
  it('keeps rows new however often the list is read, until they are marked seen', async () => {
    const { liked } = await likedBy(2);
    expect((await list(liked, 'like')).newCount).toBe(2);
    const again = await list(liked, 'like');
    expect(again.newCount).toBe(2);
    expect(again.items.map((item) => item.isNew)).toEqual([true, true]);

    const answer = await seen(
      liked,
      'like',
      again.items.map((item) => item.id),
    );

    expect(answer).toMatchObject({ status: 200, body: { type: 'like', newCount: 0 } });
    const after = await list(liked, 'like');
    expect(after.newCount).toBe(0);
    expect(after.items.map((item) => item.isNew)).toEqual([false, false]);
    // The visitors are a list of their own: still new.
    expect((await list(liked, 'visit')).newCount).toBe(2);
  });

  it('marks only the rows it names and answers what is still new', async () => {
    const { liked } = await likedBy(3);
    const firstPage = await list(liked, 'like', '&pageSize=2');
    expect(firstPage.items).toHaveLength(2);

    const answer = await seen(
      liked,
      'like',
      firstPage.items.map((item) => item.id),
    );

    expect(answer.body).toMatchObject({ newCount: 1 });
    const all = await list(liked, 'like');
    expect(all.items.map((item) => item.isNew)).toEqual([false, false, true]);
  });

  it('leaves other members’ rows and other lists alone', async () => {
    const { liked, admirers } = await likedBy(1);
    const [admirer] = admirers;
    if (!admirer) throw new Error('no admirer');
    const [like] = (await list(liked, 'like')).items;
    const [visit] = (await list(liked, 'visit')).items;
    if (!like || !visit) throw new Error('no rows');

    // The admirer cannot mark the row they sent, nor a visit as a like.
    expect((await seen(admirer, 'like', [like.id])).body).toMatchObject({ newCount: 0 });
    expect((await seen(liked, 'like', [visit.id, 'not-an-id'])).body).toMatchObject({
      newCount: 1,
    });
    expect((await list(liked, 'like')).newCount).toBe(1);
    expect((await list(liked, 'visit')).newCount).toBe(1);
  });

  it('counts a like again as new when it is given again after being taken back', async () => {
    const { liked, admirers } = await likedBy(1);
    const [admirer] = admirers;
    if (!admirer) throw new Error('no admirer');
    const [like] = (await list(liked, 'like')).items;
    await seen(liked, 'like', [like?.id ?? '']);
    await admirer.call('DELETE', `/relationship/${liked.user.id}/like`);
    await admirer.call('POST', `/relationship/${liked.user.id}/like`);
    expect((await list(liked, 'like')).newCount).toBe(1);
  });

  it('refuses an empty list of rows and a list type that is none', async () => {
    const { liked } = await likedBy(0);
    expect((await seen(liked, 'like', [])).status).toBe(400);
    expect((await seen(liked, 'dislike', ['x'])).status).toBe(400);
  });
});
