/**
 * Issue 14: a picture sent in a chat is scaled down in the browser (a camera-sized photo goes up
 * as a JPEG of at most 1600 px, not as the raw file), its upload shows progress, and a picture
 * the browser cannot open or may not read is explained in the member's language instead of
 * failing on the server. Two women seeking women, so neither shows up in the other flows' games.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import {
  buyCoins,
  chatLog,
  type MemberVisit,
  openMember,
  ownMessage,
  registerPublishedMember,
  write,
} from './members';
import { baseUrl, launchChromium } from './support';

interface SharpImage {
  jpeg: (options?: { quality?: number }) => SharpImage;
  toBuffer: () => Promise<Buffer>;
  metadata: () => Promise<{ width?: number; height?: number; format?: string }>;
}
type Sharp = (
  input?:
    | Buffer
    | {
        create: {
          width: number;
          height: number;
          channels: 3;
          background: { r: number; g: number; b: number };
          noise?: { type: 'gaussian'; mean: number; sigma: number };
        };
      },
) => SharpImage;
// The server's image library, from the server package (the web app does not depend on it).
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))(
  'sharp',
) as Sharp;

let browser: Browser;
let anna: MemberVisit;
let bea: { id: string; name: string };

/** A camera-sized photo: 4000 × 3000 px of noise, several megabytes as a JPEG. */
const cameraPhoto = async () => ({
  name: 'IMG_2041.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer(),
});

/** The start of an iPhone's HEIC photo: Chromium cannot decode HEVC pictures. */
const heicPhoto = () => ({
  name: 'IMG_2042.HEIC',
  mimeType: 'image/heic',
  buffer: Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(2048, 7),
  ]),
});

const choosePicture = async (
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Picture' }).click();
  await (await chooser).setFiles(file);
};

/** The picture requests the page sent from now on. */
const pictureUploads = (page: Page) => {
  const sent: Buffer[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v1\/chat\/[^/]+\/image$/.test(request.url())) {
      sent.push(request.postDataBuffer() ?? Buffer.alloc(0));
    }
  });
  return sent;
};

beforeAll(async () => {
  browser = await launchChromium();
  const look = { gender: 'female', searchGender: 'female' } as const;
  const [annaAccount, beaAccount] = await Promise.all([
    registerPublishedMember('Anna', look),
    registerPublishedMember('Bea', look),
  ]);
  const { api } = openBrowser(baseUrl);
  await api.identity.login({ body: { userName: beaAccount.email, password: beaAccount.password } });
  const beaUser = await api.user.get();
  if (!beaUser) throw new Error('Bea is not logged in');
  bea = { id: beaUser.id, name: beaUser.name };
  anna = await openMember(browser, annaAccount);
  await buyCoins(anna.page);
  // Anna writes first: the chat becomes a dialog that takes pictures.
  await anna.page.goto(`/messages/${bea.id}?new`);
  await write(anna.page, 'Hallo Bea!');
  await ownMessage(chatLog(anna.page, bea.name), 'Hallo Bea!').getByTitle('Sent').waitFor();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('a picture in the chat', () => {
  it('goes up scaled down to at most 1600 px as a JPEG, with a progress bar', async () => {
    const { page, context } = anna;
    const photo = await cameraPhoto();
    expect(photo.buffer.length).toBeGreaterThan(4_000_000);
    const uploads = pictureUploads(page);
    // A slow line, so the upload takes long enough to be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });

    await choosePicture(page, photo);
    await page.getByRole('progressbar', { name: 'Sending picture' }).waitFor();
    const log = chatLog(page, bea.name);
    await log.getByRole('img', { name: /^Picture/ }).waitFor({ timeout: 40_000 });
    await page.getByRole('progressbar', { name: 'Sending picture' }).waitFor({ state: 'detached' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    expect(uploads).toHaveLength(1);
    const body = JSON.parse(uploads[0]?.toString('utf8') ?? '{}') as { image: string };
    const [header, data = ''] = body.image.split(',');
    expect(header).toBe('data:image/jpeg;base64');
    const sent = await sharp(Buffer.from(data, 'base64')).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    // Far less than the 13 MB of JSON the raw file became.
    expect(uploads[0]?.length).toBeLessThan(1_500_000);
    expect(anna.errors).toEqual([]);
  });

  it('a HEIC photo this browser cannot open is explained, and nothing is sent', async () => {
    const { page } = anna;
    const uploads = pictureUploads(page);
    await choosePicture(page, heicPhoto());
    await page.getByText('This browser cannot open HEIC pictures.', { exact: false }).waitFor();
    expect(uploads).toEqual([]);
  });

  it('a HEIC photo chosen for the profile is explained there too, before any cropping', async () => {
    const { page } = anna;
    await page.goto('/profile');
    await page.getByRole('button', { name: /Add picture/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add picture' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles(heicPhoto());
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'This browser cannot open HEIC pictures.' })
      .waitFor();
    expect(await dialog.getByRole('img', { name: 'Your chosen picture' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`/messages/${bea.id}?new`);
    await chatLog(page, bea.name).waitFor();
  });

  it('a selfie for the verification: a HEIC is explained and not sent, a photo goes up scaled down', async () => {
    const { page } = anna;
    await page.goto('/profile');
    const selfies: Buffer[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        new URL(request.url()).pathname === '/v1/user/verification'
      ) {
        selfies.push(request.postDataBuffer() ?? Buffer.alloc(0));
      }
    });
    const sendSelfie = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Send a selfie' }).click();
      await (await chooser).setFiles(file);
    };
    await sendSelfie(heicPhoto());
    await page
      .getByRole('alert')
      .filter({ hasText: 'This browser cannot open HEIC pictures.' })
      .waitFor();
    expect(selfies).toEqual([]);

    await sendSelfie(await cameraPhoto());
    await expect.poll(() => selfies.length).toBe(1);
    const body = JSON.parse(selfies[0]?.toString('utf8') ?? '{}') as { image: string };
    const [header, data = ''] = body.image.split(',');
    expect(header).toBe('data:image/jpeg;base64');
    const sent = await sharp(Buffer.from(data, 'base64')).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    await page.goto(`/messages/${bea.id}?new`);
    await chatLog(page, bea.name).waitFor();
  });

  it('a picture the browser refuses to hand over says how to allow it', async () => {
    const { page } = anna;
    const uploads = pictureUploads(page);
    // What a withdrawn gallery permission looks like to the page.
    await page.evaluate(() => {
      Blob.prototype.arrayBuffer = () =>
        Promise.reject(new DOMException('Access to the file was denied.', 'NotAllowedError'));
    });
    await choosePicture(page, {
      name: 'IMG_2043.jpg',
      mimeType: 'image/jpeg',
      buffer: (await cameraPhoto()).buffer,
    });
    await page
      .getByText('Your browser refused access to your pictures or camera.', { exact: false })
      .waitFor();
    expect(uploads).toEqual([]);
  });
});
