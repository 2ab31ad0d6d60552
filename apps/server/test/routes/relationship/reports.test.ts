/**
 * A report names what it is about: the reported member's picture, or the reporter's chat with
 * them. The ticket carries that id, and an id that is not theirs is refused with nothing changed.
 */
import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogPairOf } from '../../../src/dating';
import { dialogs, supportTickets } from '../../../src/db/schema';
import {
  expectRefused,
  insertPicture,
  type SocialServer,
  startSocialServer,
} from '../dating/support';

let server: SocialServer;
beforeAll(async () => {
  server = await startSocialServer();
});
afterAll(() => server?.close());

const dialogOf = async (a: string, b: string) => {
  const [userAId, userBId] = dialogPairOf(a, b);
  const [dialog] = await server.app.db.insert(dialogs).values({ userAId, userBId }).returning();
  if (!dialog) throw new Error('no dialog');
  return dialog;
};

const ticketsOf = (userId: string) =>
  server.app.db.select().from(supportTickets).where(eq(supportTickets.userId, userId));

describe('reports of a picture or a chat', () => {
  it('opens a ticket naming the reported picture', async () => {
    const reporter = await server.member();
    const reported = await server.member({ gender: 'male', searchGender: 'female' });
    const picture = await insertPicture(server.app, reported.user.id);
    const answer = await reporter.call('PUT', `/relationship/blockedUser/${reported.user.id}`, {
      reason: 'inappropriateContent',
      report: true,
      imageId: picture.id,
    });
    expect(answer).toMatchObject({ status: 200, body: { reported: true } });
    expect(await ticketsOf(reporter.user.id)).toEqual([
      expect.objectContaining({
        topic: 'reportImage',
        reportedUserId: reported.user.id,
        reportedImageId: picture.id,
        reportedDialogId: null,
      }),
    ]);
  });

  it('opens a ticket naming the reporter’s chat with the member', async () => {
    const reporter = await server.member();
    const reported = await server.member({ gender: 'male', searchGender: 'female' });
    const dialog = await dialogOf(reporter.user.id, reported.user.id);
    const answer = await reporter.call('PUT', `/relationship/blockedUser/${reported.user.id}`, {
      reason: 'harassment',
      report: true,
      dialogId: dialog.id,
      message: 'Rude from the first line.',
    });
    expect(answer.status).toBe(200);
    expect(await ticketsOf(reporter.user.id)).toEqual([
      expect.objectContaining({
        topic: 'reportChat',
        reportedUserId: reported.user.id,
        reportedDialogId: dialog.id,
        message: 'Rude from the first line.',
      }),
    ]);
  });

  it('refuses a picture of another member and a chat that is not with the reported member', async () => {
    const reporter = await server.member();
    const reported = await server.member({ gender: 'male', searchGender: 'female' });
    const other = await server.member({ gender: 'male', searchGender: 'female' });
    const otherPicture = await insertPicture(server.app, other.user.id);
    const chatWithOther = await dialogOf(reporter.user.id, other.user.id);
    const chatOfOthers = await dialogOf(reported.user.id, other.user.id);
    const report = (extra: object) => () =>
      reporter.call('PUT', `/relationship/blockedUser/${reported.user.id}`, {
        reason: 'spam',
        report: true,
        ...extra,
      });
    await expectRefused(server.app, report({ imageId: otherPicture.id }), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    await expectRefused(server.app, report({ dialogId: chatWithOther.id }), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    await expectRefused(server.app, report({ dialogId: chatOfOthers.id }), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    await expectRefused(server.app, report({ imageId: '00000000-0000-4000-8000-000000000000' }), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
  });
});
