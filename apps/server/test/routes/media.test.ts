import type { User } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages } from '../../src/db/schema';
import { blurredMediaHref, mediaHref, type PictureVariant } from '../../src/media/pictures';
import { pictureBase64 } from '../helpers';
import type { Browser } from '../support/browser';
import { type MemberServer, startMemberServer } from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const keyOf = (href: string) => /\/v1\/media\/([0-9a-f-]{36})/.exec(href)?.[1] ?? '';

/** The address of a variant of the picture: the blurred one under its own key. */
const variantHref = async (fileKey: string, variant: PictureVariant) => {
  if (variant !== 'blurred') return mediaHref(fileKey, variant);
  const [image] = await server.app.db
    .select({ blurredKey: userImages.blurredKey })
    .from(userImages)
    .where(eq(userImages.fileKey, fileKey));
  return blurredMediaHref(image?.blurredKey ?? '');
};

interface Gallery {
  owner: Browser;
  publicKey: string;
  privateKey: string;
  privateId: string;
}

/** A member with a public profile picture and a private picture. */
const gallery = async (): Promise<Gallery> => {
  const { browser: owner } = await server.member();
  await owner.api.user.uploadImage({ body: { image: await pictureBase64() } });
  const withPrivate = (await owner.api.user.uploadImage({
    body: { image: await pictureBase64(), isPrivate: true, price: 20 },
  })) as User;
  const [profile, secret] = withPrivate.images.items;
  return {
    owner,
    publicKey: keyOf(profile?.href ?? ''),
    privateKey: keyOf(secret?.href ?? ''),
    privateId: secret?.id ?? '',
  };
};

describe('GET /v1/media/{key}', () => {
  it('serves every variant of a public picture to anyone, cached for a year', async () => {
    const { publicKey } = await gallery();
    for (const variant of ['full', 'thumbnail', 'blurred'] as const) {
      const href = await variantHref(publicKey, variant);
      const response = await server.visitor().fetch(href);
      expect(response.status, variant).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${keyOf(href)}.${variant}"`);
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    }
  });

  it('answers 304 when the browser holds the picture already', async () => {
    const { publicKey } = await gallery();
    const href = mediaHref(publicKey);
    const first = await server.visitor().fetch(href);
    const etag = first.headers.get('etag') ?? '';
    const again = await server.visitor().fetch(href, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('shows a private picture of someone else only blurred', async () => {
    const { privateKey } = await gallery();
    const { browser: stranger } = await server.member();
    for (const viewer of [stranger, server.visitor()]) {
      expect((await viewer.fetch(mediaHref(privateKey, 'full'))).status).toBe(403);
      expect((await viewer.fetch(mediaHref(privateKey, 'thumbnail'))).status).toBe(403);
      const blurred = await viewer.fetch(await variantHref(privateKey, 'blurred'));
      expect(blurred.status).toBe(200);
      expect(blurred.headers.get('cache-control')).toContain('public');
    }
  });

  it('shows a bought private picture whole to its buyer, and to nobody else', async () => {
    const { privateKey, privateId } = await gallery();
    const { browser: buyer } = await server.member({ coins: 100 });
    expect((await buyer.fetch(mediaHref(privateKey, 'full'))).status).toBe(403);
    expect(await buyer.api.dating.buyPicture({ params: { id: privateId } })).toBeTruthy();
    const full = await buyer.fetch(mediaHref(privateKey, 'full'));
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toContain('private');
    const { browser: other } = await server.member({ coins: 100 });
    expect((await other.fetch(mediaHref(privateKey, 'full'))).status).toBe(403);
  });

  it('shows the owner every variant of a private picture, cached by the browser only', async () => {
    const { owner, privateKey } = await gallery();
    for (const variant of ['full', 'thumbnail', 'blurred'] as const) {
      const response = await owner.fetch(await variantHref(privateKey, variant));
      expect(response.status, variant).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
  });

  it('serves the blurred variant under its own key only, and a new one after a new crop', async () => {
    const { owner, publicKey } = await gallery();
    const blurred = await variantHref(publicKey, 'blurred');
    expect(keyOf(blurred)).not.toBe(publicKey);
    expect((await server.visitor().fetch(`/v1/media/${publicKey}.blurred.webp`)).status).toBe(404);
    expect((await server.visitor().fetch(blurred.replace('.blurred', ''))).status).toBe(404);

    const [image] = await server.app.db
      .select()
      .from(userImages)
      .where(eq(userImages.fileKey, publicKey));
    await owner.api.user.updateImage({
      params: { id: image?.id ?? '' },
      body: { crop: { x: 0, y: 0, width: 32, height: 32 } },
    });
    const [cropped] = await server.app.db
      .select()
      .from(userImages)
      .where(eq(userImages.id, image?.id ?? ''));
    expect(cropped?.blurredKey).not.toBe(image?.blurredKey);
    expect((await server.visitor().fetch(blurred)).status).toBe(404);
    expect((await server.visitor().fetch(blurredMediaHref(cropped?.blurredKey ?? ''))).status).toBe(
      200,
    );
  });

  it.each([
    ['an unknown key', '/v1/media/00000000-0000-4000-8000-000000000000.webp'],
    ['an unknown variant', '/v1/media/00000000-0000-4000-8000-000000000000.original.webp'],
    ['a path outside the store', '/v1/media/..%2F..%2Fsecret'],
    ['another extension', '/v1/media/00000000-0000-4000-8000-000000000000.png'],
  ])('answers 404 for %s', async (_case, path) => {
    const response = await server.visitor().fetch(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
