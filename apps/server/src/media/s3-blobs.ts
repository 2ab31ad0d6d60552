/**
 * Pictures' bytes as objects of one bucket of an S3-compatible store (S3_URL), the key their
 * object key. Imported only when a bucket is configured (blobs.ts), so a server on the local
 * disk never loads the AWS SDK.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';
import type { BlobStore } from './blobs.ts';

export class S3Blobs implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: ObjectStorageSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.url,
      region: settings.region,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // `endpoint/bucket/key`: stores other than AWS rarely serve a bucket as a host name.
      forcePathStyle: true,
    });
  }

  async put(key: string, data: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    // S3 answers a deleted key like a missing one: removing twice is no error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Ends the client's kept-alive connections. */
  close() {
    this.client.destroy();
  }
}
