import { errorCodes, errorTexts, type User } from '@amora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages } from '../../../src/db/schema';
import { pictureBase64 } from '../../helpers';
import { gpsEntryCount, jpegWithGps } from '../../services/images/pictures';
import type { Browser } from '../../support/browser';
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

const upload = async (
  browser: Browser,
  body: Parameters<Browser['api']['user']['uploadImage']>[0]['body'],
) => {
  const user = await browser.api.user.uploadImage({ body });
  if (!user) throw new Error('the upload was refused');
  return user;
};

const newest = (user: User) => {
  const image = user.images.items.at(-1);
  if (!image) throw new Error('no picture');
  return image;
};

const imageRow = async (id: string) => {
  const [row] = await server.app.db.select().from(userImages).where(eq(userImages.id, id));
  return row;
};

/** A member with a public profile picture and a second public picture. */
const memberWithTwoPictures = async () => {
  const { user, browser } = await server.member();
  const first = await upload(browser, { image: await pictureBase64() });
  const second = await upload(browser, {
    image: await pictureBase64({ colour: { r: 0, g: 0, b: 200 } }),
  });
  return { user, browser, profile: newest(first), other: newest(second) };
};

describe('PUT /user/image', () => {
  it('stores a first picture as the profile picture, resized to WebP', async () => {
    const { user, browser } = await server.member();
    const filesBefore = await storedFiles(server.app);
    const answer = await upload(browser, {
      image: await pictureBase64({ width: 2000, height: 1500, format: 'jpeg', dataUrl: true }),
    });
    expect(answer.images.count).toBe(1);
    const picture = newest(answer);
    expect(picture).toMatchObject({
      isProfileImage: true,
      isPrivate: false,
      price: null,
      verificationState: 'pending',
    });
    expect(answer.profileImage).toBe(picture.href);
    expect(answer.profileImageId).toBe(picture.id);
    expect(await imageRow(picture.id)).toMatchObject({ userId: user.id, width: 1280, height: 960 });
    expect((await storedFiles(server.app)).length - filesBefore.length).toBe(3);

    const served = await browser.fetch(picture.href);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1280, height: 960 });
  });

  it('strips the EXIF GPS position (and every other metadata) from an upload', async () => {
    const original = await jpegWithGps();
    expect(gpsEntryCount((await sharp(original).metadata()).exif)).toBeGreaterThan(0);
    const { browser } = await server.member();
    const picture = newest(await upload(browser, { image: original.toString('base64') }));
    for (const href of [picture.href, picture.thumbnailHref]) {
      const bytes = Buffer.from(await (await browser.fetch(href)).arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('TestCam')).toBe(false);
    }
  });

  it('keeps the first profile picture and adds later ones as ordinary pictures', async () => {
    const { profile, other, browser } = await memberWithTwoPictures();
    expect(profile.isProfileImage).toBe(true);
    expect(other.isProfileImage).toBe(false);
    const user = await browser.api.user.get();
    expect(user?.images.items.map((image) => image.id)).toEqual([profile.id, other.id]);
  });

  it('makes an upload the profile picture when asked, keeping the old one', async () => {
    const { profile, browser } = await memberWithTwoPictures();
    const answer = await upload(browser, { image: await pictureBase64(), isProfileImage: true });
    const [first, ...rest] = answer.images.items;
    expect(first).toMatchObject({ isProfileImage: true });
    expect(first?.id).not.toBe(profile.id);
    expect(rest.map((image) => [image.id, image.isProfileImage])).toContainEqual([
      profile.id,
      false,
    ]);
  });

  it('stores a private picture with its price, never as the profile picture', async () => {
    const { browser } = await server.member();
    const answer = await upload(browser, {
      image: await pictureBase64(),
      isPrivate: true,
      price: 5,
    });
    expect(newest(answer)).toMatchObject({ isPrivate: true, price: 5, isProfileImage: false });
    expect(answer.profileImage).toBeNull();
    const dearer = await upload(browser, {
      image: await pictureBase64(),
      isPrivate: true,
      price: 500,
    });
    expect(newest(dearer)).toMatchObject({ price: 500 });
  });

  it.each([
    ['a video', { image: mp4Base64() }, errorCodes.VIDEOS_NOT_ALLOWED],
    [
      'a video data URL',
      { image: `data:video/mp4;base64,${mp4Base64()}` },
      errorCodes.VIDEOS_NOT_ALLOWED,
    ],
    [
      'bytes that are no picture',
      { image: Buffer.from('hello world, no picture').toString('base64') },
      errorCodes.INVALID_IMAGE,
    ],
    ['no picture', { image: '' }, errorCodes.IMAGE_REQUIRED],
    ['a private picture without a price', { isPrivate: true }, errorCodes.INVALID_IMAGE_PRICE],
    ['a price below 5', { isPrivate: true, price: 4 }, errorCodes.INVALID_IMAGE_PRICE],
    ['a price above 500', { isPrivate: true, price: 501 }, errorCodes.INVALID_IMAGE_PRICE],
    ['a price in fractions', { isPrivate: true, price: 5.5 }, errorCodes.INVALID_IMAGE_PRICE],
    [
      'a private profile picture',
      { isPrivate: true, price: 10, isProfileImage: true },
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ],
    [
      'a crop outside the picture',
      { crop: { x: 500, y: 500, width: 10, height: 10 } },
      errorCodes.INVALID_CROP,
    ],
  ])('refuses %s and changes nothing', async (_case, input, code) => {
    const { user, browser } = await server.member();
    const body = { image: await pictureBase64(), ...input };
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.uploadImage.request({ body: body as never }),
      { status: 400, code },
    );
  });

  it("answers a video with the spec's text", async () => {
    const { browser } = await server.member();
    const result = await browser.api.user.uploadImage.request({ body: { image: mp4Base64() } });
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.error.apiError?.text).toBe('Videos are not allowed!');
    expect(errorTexts.VIDEOS_NOT_ALLOWED).toBe('Videos are not allowed!');
  });
});

describe('PATCH /user/image/{id}', () => {
  it('makes a picture private with a price under a new address', async () => {
    const { browser, other } = await memberWithTwoPictures();
    const answer = await browser.api.user.updateImage({
      params: { id: other.id },
      body: { isPrivate: true, price: 25 },
    });
    const changed = answer?.images.items.find((image) => image.id === other.id);
    expect(changed).toMatchObject({ isPrivate: true, price: 25, isProfileImage: false });
    expect(changed?.href).not.toBe(other.href);
    expect((await server.visitor().fetch(other.href)).status).toBe(404);
    expect((await browser.fetch(changed?.href ?? '')).status).toBe(200);

    const repriced = await browser.api.user.updateImage({
      params: { id: other.id },
      body: { price: 40 },
    });
    expect(repriced?.images.items.find((image) => image.id === other.id)).toMatchObject({
      price: 40,
      href: changed?.href,
    });
    const opened = await browser.api.user.updateImage({
      params: { id: other.id },
      body: { isPrivate: false },
    });
    expect(opened?.images.items.find((image) => image.id === other.id)).toMatchObject({
      isPrivate: false,
      price: null,
    });
  });

  it('chooses another profile picture', async () => {
    const { browser, profile, other } = await memberWithTwoPictures();
    const answer = await browser.api.user.updateImage({
      params: { id: other.id },
      body: { isProfileImage: true },
    });
    expect(answer?.profileImageId).toBe(other.id);
    expect(answer?.images.items.find((image) => image.id === profile.id)?.isProfileImage).toBe(
      false,
    );
  });

  it('cuts a picture anew as a new picture to check', async () => {
    const { browser, user } = await server.member();
    const picture = newest(
      await upload(browser, { image: await pictureBase64({ width: 400, height: 200 }) }),
    );
    await server.app.db
      .update(userImages)
      .set({ verificationState: 'verified' })
      .where(eq(userImages.id, picture.id));
    const filesBefore = await storedFiles(server.app);
    const answer = await browser.api.user.updateImage({
      params: { id: picture.id },
      body: { crop: { x: 100, y: 0, width: 200, height: 200 } },
    });
    const cut = answer?.images.items[0];
    expect(cut).toMatchObject({
      id: picture.id,
      verificationState: 'pending',
      isProfileImage: true,
    });
    expect(cut?.href).not.toBe(picture.href);
    expect(await imageRow(picture.id)).toMatchObject({ userId: user.id, width: 200, height: 200 });
    expect(await storedFiles(server.app)).toHaveLength(filesBefore.length);
  });

  it.each([
    [
      'the profile picture private',
      'profile',
      { isPrivate: true, price: 10 },
      409,
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ],
    [
      'a picture private without a price',
      'other',
      { isPrivate: true },
      400,
      errorCodes.INVALID_IMAGE_PRICE,
    ],
    [
      'a picture private with a price of 501',
      'other',
      { isPrivate: true, price: 501 },
      400,
      errorCodes.INVALID_IMAGE_PRICE,
    ],
    [
      'a private picture the profile picture',
      'private',
      { isProfileImage: true },
      409,
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ],
    [
      'a picture private and the profile picture at once',
      'other',
      { isPrivate: true, price: 10, isProfileImage: true },
      400,
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ],
    ['an unknown picture', 'unknown', { isPrivate: false }, 404, errorCodes.NOT_FOUND],
    ['a malformed id', 'malformed', { isPrivate: false }, 404, errorCodes.NOT_FOUND],
    [
      "another member's picture",
      'foreign',
      { isPrivate: true, price: 10 },
      404,
      errorCodes.NOT_FOUND,
    ],
    [
      'a crop outside the picture',
      'other',
      { crop: { x: 900, y: 900, width: 5, height: 5 } },
      400,
      errorCodes.INVALID_CROP,
    ],
  ])('refuses to make %s and changes nothing', async (_case, target, body, status, code) => {
    const { user, browser, profile, other } = await memberWithTwoPictures();
    const privatePicture = newest(
      await upload(browser, { image: await pictureBase64(), isPrivate: true, price: 9 }),
    );
    const stranger = await memberWithTwoPictures();
    const ids: Record<string, string> = {
      profile: profile.id,
      other: other.id,
      private: privatePicture.id,
      unknown: '00000000-0000-4000-8000-000000000000',
      malformed: 'not-a-uuid',
      foreign: stranger.other.id,
    };
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () =>
        browser.api.user.updateImage.request({
          params: { id: ids[target] ?? '' },
          body: body as never,
        }),
      { status, code },
    );
    expect(await imageRow(stranger.other.id)).toMatchObject({ isPrivate: false });
  });
});

describe('DELETE /user/image/{id}', () => {
  it('deletes a picture and its files', async () => {
    const { browser, other } = await memberWithTwoPictures();
    const filesBefore = await storedFiles(server.app);
    const answer = await browser.api.user.deleteImage({ params: { id: other.id } });
    expect(answer?.images.items.map((image) => image.id)).not.toContain(other.id);
    expect(await imageRow(other.id)).toBeUndefined();
    expect(filesBefore.length - (await storedFiles(server.app)).length).toBe(3);
    expect((await browser.fetch(other.href)).status).toBe(404);
  });

  it('refuses to delete the profile picture and changes nothing', async () => {
    const { user, browser, profile } = await memberWithTwoPictures();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.deleteImage.request({ params: { id: profile.id } }),
      { status: 409, code: errorCodes.PROFILE_PICTURE_DELETE },
    );
  });

  it('refuses to delete the last picture and changes nothing', async () => {
    const { user, browser } = await server.member();
    const only = newest(
      await upload(browser, { image: await pictureBase64(), isPrivate: true, price: 10 }),
    );
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.deleteImage.request({ params: { id: only.id } }),
      { status: 409, code: errorCodes.LAST_PICTURE_DELETE },
    );
  });

  it("refuses to delete another member's picture", async () => {
    const { user, browser } = await memberWithTwoPictures();
    const stranger = await memberWithTwoPictures();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.user.deleteImage.request({ params: { id: stranger.other.id } }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    expect(await imageRow(stranger.other.id)).toBeDefined();
  });

  it('lets only one of two parallel deletions of the last two pictures through', async () => {
    const { browser } = await server.member();
    const first = newest(
      await upload(browser, { image: await pictureBase64(), isPrivate: true, price: 10 }),
    );
    const second = newest(
      await upload(browser, { image: await pictureBase64(), isPrivate: true, price: 10 }),
    );
    const results = await Promise.all(
      [first, second].map((picture) =>
        browser.api.user.deleteImage.request({ params: { id: picture.id } }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.map(outcome)).toContainEqual(
      expect.objectContaining({ ok: false, status: 409, code: errorCodes.LAST_PICTURE_DELETE }),
    );
  });
});

describe('GET /userimage/profile', () => {
  it('answers 404 without a profile picture, then the profile picture', async () => {
    const { browser } = await server.member();
    expect(outcome(await browser.api.user.profileImage.request())).toMatchObject({
      ok: false,
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    const { profile, browser: other } = await memberWithTwoPictures();
    expect(await other.api.user.profileImage()).toEqual(profile);
  });

  it('answers a visitor 401', async () => {
    expect(outcome(await server.visitor().api.user.profileImage.request())).toMatchObject({
      status: 401,
      code: errorCodes.SESSION_EXPIRED,
    });
  });
});
