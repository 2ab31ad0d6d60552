/**
 * Pictures on local disk under one root folder (DATA_DIR/uploads), each under a random id with
 * its three WebP variants: `<root>/<first two characters of the id>/<id>.<variant>.webp`. The
 * two-character folders keep any one folder small.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ImageInput,
  type ImageVariant,
  type ProcessImageOptions,
  processImage,
} from './pipeline.ts';
import type { ImageFormat } from './sniff.ts';

export const IMAGE_VARIANTS = ['full', 'thumbnail', 'blurred'] as const;
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number];

export interface StoredImage {
  id: string;
  contentType: 'image/webp';
  sourceFormat: ImageFormat;
  width: number;
  height: number;
  /** Bytes on disk of each variant. */
  sizes: Record<ImageVariantName, number>;
}

/** Ids are ours (random UUIDs): anything else is refused before it reaches a path. */
const imageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isImageId(id: string): boolean {
  return imageIdPattern.test(id);
}

export class ImageStore {
  readonly root: string;

  constructor({ root }: { root: string }) {
    this.root = root;
  }

  /** Checks, processes and stores a picture; throws ImageError when it is refused. */
  async save(input: ImageInput, options: ProcessImageOptions = {}): Promise<StoredImage> {
    const processed = await processImage(input, options);
    const id = randomUUID();
    await mkdir(this.folderOf(id), { recursive: true });
    const variants: Record<ImageVariantName, ImageVariant> = {
      full: processed.full,
      thumbnail: processed.thumbnail,
      blurred: processed.blurred,
    };
    await Promise.all(
      IMAGE_VARIANTS.map((variant) =>
        writeAtomically(this.fileOf(id, variant), variants[variant].data),
      ),
    );
    return {
      id,
      contentType: processed.contentType,
      sourceFormat: processed.sourceFormat,
      width: processed.full.width,
      height: processed.full.height,
      sizes: {
        full: processed.full.data.length,
        thumbnail: processed.thumbnail.data.length,
        blurred: processed.blurred.data.length,
      },
    };
  }

  /** The WebP bytes of one variant, or undefined for an unknown or malformed id. */
  async read(id: string, variant: ImageVariantName = 'full'): Promise<Buffer | undefined> {
    const path = this.pathOf(id, variant);
    if (!path) return undefined;
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissingFile(error)) return undefined;
      throw error;
    }
  }

  /** Where a variant lies on disk (for streaming it), or undefined for a malformed id. */
  pathOf(id: string, variant: ImageVariantName = 'full'): string | undefined {
    return isImageId(id) && IMAGE_VARIANTS.includes(variant) ? this.fileOf(id, variant) : undefined;
  }

  /** Removes every variant; answers whether there was anything to remove. */
  async delete(id: string): Promise<boolean> {
    if (!isImageId(id)) return false;
    const removed = await Promise.all(
      IMAGE_VARIANTS.map(async (variant) => {
        try {
          await rm(this.fileOf(id, variant));
          return true;
        } catch (error) {
          if (isMissingFile(error)) return false;
          throw error;
        }
      }),
    );
    return removed.some(Boolean);
  }

  private folderOf(id: string): string {
    return join(this.root, id.slice(0, 2));
  }

  private fileOf(id: string, variant: ImageVariantName): string {
    return join(this.folderOf(id), `${id}.${variant}.webp`);
  }
}

/** Readers never see a half-written file: the bytes land under a temporary name first. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
