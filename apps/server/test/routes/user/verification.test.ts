import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages, userVerifications } from '../../../src/db/schema';
import { blurredMediaHref, mediaHref } from '../../../src/media/pictures';
import { pictureBase64 } from '../../helpers';
import {
  expectRefusedUnchanged,
  type MemberServer,
  mp4Base64,
  outcome,
  startMemberServer,
  storedFiles,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const memberWithProfilePicture = async () => {
  const member = await server.member();
  await member.browser.api.user.uploadImage({ body: { image: await pictureBase64() } });
  return member;
};

const selfieKeysOf = async (userId: string) => {
  const [row] = await server.app.db
    .select({ key: userImages.fileKey, blurredKey: userImages.blurredKey })
    .from(userVerifications)
    .innerJoin(userImages, eq(userImages.id, userVerifications.imageId))
    .where(eq(userVerifications.userId, userId));
  return row;
};

const selfieKeyOf = async (userId: string) => (await selfieKeysOf(userId))?.key;

describe('GET /user/verification', () => {
  it('answers state none before any request', async () => {
    const { browser } = await server.member();
    expect(await browser.api.user.verification()).toEqual({
      state: 'none',
      submittedAt: null,
      decidedAt: null,
    });
  });

  it('answers a visitor 401', async () => {
    expect(outcome(await server.visitor().api.user.verification.request())).toMatchObject({
      status: 401,
      code: errorCodes.SESSION_EXPIRED,
    });
  });
});

describe('POST /user/verification', () => {
  it('opens a pending request whose selfie no gallery shows', async () => {
    const { user, browser } = await memberWithProfilePicture();
    const verification = await browser.api.user.requestVerification({
      body: { image: await pictureBase64({ format: 'jpeg' }) },
    });
    expect(verification).toMatchObject({ state: 'pending', decidedAt: null });
    expect(Date.parse(verification?.submittedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await browser.api.user.verification()).toEqual(verification);

    const account = await browser.api.user.get();
    expect(account).toMatchObject({ verificationPending: true, verified: false });
    expect(account?.images.count).toBe(1);

    const selfieKey = await selfieKeyOf(user.id);
    expect(selfieKey).toBeDefined();
    expect((await browser.fetch(mediaHref(selfieKey ?? ''))).status).toBe(200);
    const stranger = await server.member();
    const blurredKey = (await selfieKeysOf(user.id))?.blurredKey ?? '';
    for (const href of [
      mediaHref(selfieKey ?? ''),
      mediaHref(selfieKey ?? '', 'thumbnail'),
      blurredMediaHref(blurredKey),
    ]) {
      expect((await stranger.browser.fetch(href)).status).toBe(404);
    }
  });

  it('replaces the selfie of a pending request instead of opening a second one', async () => {
    const { user, browser } = await memberWithProfilePicture();
    await browser.api.user.requestVerification({ body: { image: await pictureBase64() } });
    const firstKey = await selfieKeyOf(user.id);
    const filesBefore = await storedFiles(server.app);
    await browser.api.user.requestVerification({ body: { image: await pictureBase64() } });
    const requests = await server.app.db
      .select()
      .from(userVerifications)
      .where(eq(userVerifications.userId, user.id));
    expect(requests).toHaveLength(1);
    expect(await selfieKeyOf(user.id)).not.toBe(firstKey);
    expect(await storedFiles(server.app)).toHaveLength(filesBefore.length);
  });

  it('answers the decision once it is made', async () => {
    const { user, browser } = await memberWithProfilePicture();
    await browser.api.user.requestVerification({ body: { image: await pictureBase64() } });
    const decidedAt = new Date();
    await server.app.db
      .update(userVerifications)
      .set({ state: 'rejected', decidedAt })
      .where(eq(userVerifications.userId, user.id));
    expect(await browser.api.user.verification()).toMatchObject({
      state: 'rejected',
      decidedAt: decidedAt.toISOString(),
    });
    expect((await browser.api.user.get())?.verificationPending).toBe(false);
    const again = await browser.api.user.requestVerification({
      body: { image: await pictureBase64() },
    });
    expect(again).toMatchObject({ state: 'pending', decidedAt: null });
  });

  it('refuses a member without a profile picture and changes nothing', async () => {
    const { user, browser } = await server.member();
    const image = await pictureBase64();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.requestVerification.request({ body: { image } }),
      { status: 400, code: errorCodes.IMAGE_REQUIRED },
    );
  });

  it('refuses a verified member and changes nothing', async () => {
    const { user, browser } = await memberWithProfilePicture();
    await server.app.db.insert(userVerifications).values({ userId: user.id, state: 'verified' });
    const image = await pictureBase64();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.requestVerification.request({ body: { image } }),
      { status: 409, code: errorCodes.CONFLICT },
    );
  });

  it.each([
    ['a video', mp4Base64(), errorCodes.VIDEOS_NOT_ALLOWED],
    ['no picture', '', errorCodes.IMAGE_REQUIRED],
    [
      'bytes that are no picture',
      Buffer.from('plain text').toString('base64'),
      errorCodes.INVALID_IMAGE,
    ],
  ])('refuses %s and changes nothing', async (_case, image, code) => {
    const { user, browser } = await memberWithProfilePicture();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.requestVerification.request({ body: { image } }),
      { status: 400, code },
    );
  });
});
