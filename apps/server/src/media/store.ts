/**
 * Pictures under a random id, each as its three WebP variants, kept in a blob store (blobs.ts: the
 * local disk or an S3 bucket) under `<first two characters of the id>/<id>.<variant>.webp`. The
 * two-character folders keep any one folder small on disk.
 */
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { BlobStore, StoredBlob } from './blobs.ts';
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
  /** Bytes of each variant. */
  sizes: Record<ImageVariantName, number>;
}

/** Ids are ours (random UUIDs): anything else is refused before it names a file. */
const imageIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isImageId(id: string): boolean {
  return imageIdPattern.test(id);
}

export class ImageStore {
  constructor(readonly blobs: BlobStore) {}

  /** Checks, processes and stores a picture; throws ImageError when it is refused. */
  async save(input: ImageInput, options: ProcessImageOptions = {}): Promise<StoredImage> {
    const processed = await processImage(input, options);
    const id = randomUUID();
    const variants: Record<ImageVariantName, ImageVariant> = {
      full: processed.full,
      thumbnail: processed.thumbnail,
      blurred: processed.blurred,
    };
    await Promise.all(
      IMAGE_VARIANTS.map((variant) =>
        this.blobs.put(keyOf(id, variant), variants[variant].data, processed.contentType),
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
    const blob = await this.open(id, variant);
    return blob && buffer(blob.body);
  }

  /** One variant's size and bytes as a stream, or undefined for an unknown or malformed id. */
  async open(id: string, variant: ImageVariantName = 'full'): Promise<StoredBlob | undefined> {
    if (!isImageId(id) || !IMAGE_VARIANTS.includes(variant)) return undefined;
    return this.blobs.get(keyOf(id, variant));
  }

  /** Removes every variant; an unknown or malformed id is no error. */
  async delete(id: string): Promise<void> {
    if (!isImageId(id)) return;
    await Promise.all(IMAGE_VARIANTS.map((variant) => this.blobs.delete(keyOf(id, variant))));
  }
}

/** Where a variant lies in the blob store. */
const keyOf = (id: string, variant: ImageVariantName) => `${id.slice(0, 2)}/${id}.${variant}.webp`;
