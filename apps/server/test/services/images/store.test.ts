import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskBlobs, IMAGE_VARIANTS, ImageError, ImageStore } from '../../../src/media/index.ts';
import { jpegWithGps } from './pictures.ts';

let root: string;
let uploads: string;
let store: ImageStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'amora-uploads-'));
  uploads = join(root, 'uploads');
  store = new ImageStore(new DiskBlobs(uploads));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The files under the uploads folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe('ImageStore', () => {
  it('stores the three WebP variants under a random id and reads them back', async () => {
    const stored = await store.save(await jpegWithGps());
    expect(stored).toMatchObject({ contentType: 'image/webp', sourceFormat: 'jpeg', width: 640 });
    for (const variant of IMAGE_VARIANTS) {
      const data = await store.read(stored.id, variant);
      expect(data?.length, variant).toBe(stored.sizes[variant]);
      expect((await sharp(data).metadata()).format).toBe('webp');
      expect((await store.open(stored.id, variant))?.size).toBe(stored.sizes[variant]);
    }
    expect((await filesUnder(uploads)).sort()).toEqual(
      IMAGE_VARIANTS.map((variant) =>
        join(stored.id.slice(0, 2), `${stored.id}.${variant}.webp`),
      ).sort(),
    );
  });

  it('gives every picture its own id', async () => {
    const picture = await jpegWithGps();
    const [first, second] = await Promise.all([store.save(picture), store.save(picture)]);
    expect(first.id).not.toBe(second.id);
  });

  it('deletes all variants, and a second time without complaint', async () => {
    const stored = await store.save(await jpegWithGps());
    await store.delete(stored.id);
    for (const variant of IMAGE_VARIANTS)
      expect(await store.read(stored.id, variant)).toBeUndefined();
    await store.delete(stored.id);
    expect(await filesUnder(uploads)).toEqual([]);
  });

  it('answers nothing for unknown or malformed ids and never leaves its root', async () => {
    expect(await store.read('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    for (const id of [
      '../../etc/passwd',
      '..',
      '',
      'ABCDEF',
      '00000000-0000-4000-8000-00000000000/',
    ]) {
      expect(await store.read(id)).toBeUndefined();
      expect(await store.open(id)).toBeUndefined();
      await store.delete(id);
    }
  });

  it('writes nothing for a refused upload', async () => {
    await expect(store.save(Buffer.from('definitely not a picture'))).rejects.toBeInstanceOf(
      ImageError,
    );
    expect(await filesUnder(uploads)).toEqual([]);
  });
});
