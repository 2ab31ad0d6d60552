/**
 * Where the pictures' bytes live: a folder on the local disk (DATA_DIR/uploads), or a bucket of
 * an S3-compatible object store when S3_URL is set, so that several servers share the pictures.
 * Both know a file by the same key (`ab/<id>.full.webp`), and whoever asks for one gets its size
 * and a stream, so the server passes the bytes on without holding them.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorageSettings } from '../config';

export interface StoredBlob {
  size: number;
  body: Readable;
}

export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Undefined when there is no such blob. */
  get(key: string): Promise<StoredBlob | undefined>;
  /** A missing blob is no error. */
  delete(key: string): Promise<void>;
}

const isMissingFile = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Blobs as files under one folder, the key their relative path. */
export class DiskBlobs implements BlobStore {
  constructor(readonly root: string) {}

  async put(key: string, data: Buffer) {
    // Readers never see a half-written file: the bytes land under a temporary name first.
    const file = path.join(this.root, key);
    const temporary = `${file}.${randomUUID()}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    // Opened first: a file removed meanwhile is then still read whole, never half.
    const handle = await open(path.join(this.root, key)).catch((error: unknown) => {
      if (isMissingFile(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      return { size: (await handle.stat()).size, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string) {
    await rm(path.join(this.root, key), { force: true });
  }
}

/** A store whose connections end with the server. */
export interface ClosableBlobStore extends BlobStore {
  close?(): void;
}

/**
 * The store the configuration names: the bucket when there is one (the AWS SDK is loaded only
 * then), else the uploads folder.
 */
export const blobStoreFor = async (
  objectStorage: ObjectStorageSettings | undefined,
  uploadsFolder: string,
): Promise<ClosableBlobStore> => {
  if (!objectStorage) return new DiskBlobs(uploadsFolder);
  const { S3Blobs } = await import('./s3-blobs.ts');
  return new S3Blobs(objectStorage);
};
