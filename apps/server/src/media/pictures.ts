/**
 * The members' pictures: every upload goes through the image pipeline (checked by its content,
 * turned upright, cropped, scaled, re-encoded as WebP without any metadata) and the image store
 * keeps its three variants under DATA_DIR/uploads, or in the S3 bucket when one is configured
 * (blobs.ts). A stored picture is named by a random key; its files never change, so they are
 * served with long-lived caching, and a picture that changes (a new crop, turning private) gets a
 * new key. Its blurred variant is served under a random key of its own (user_images.blurred_key),
 * so a locked picture's blurred address does not lead to the picture itself.
 *
 * Pictures are costly to process: only so many are worked on at once (ImageJobs; beyond its
 * queue the answer is 503 SERVER_BUSY with Retry-After), and the calls that carry one (the
 * security plugin's picture routes) are limited per member and per address.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Crop, errorCodes, type ImageVerificationState } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type UserImageRow, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { LimitWindow } from '../http/rate-limits';
import { carriesPicture } from '../http/security';
import {
  type BlobStore,
  blobStoreFor,
  DiskBlobs,
  IMAGE_ERROR_MESSAGES,
  IMAGE_VARIANTS,
  ImageError,
  type ImageInput,
  ImageJobs,
  ImageJobsBusyError,
  ImageStore,
  type ImageVariantName,
  isImageId,
  type StoredBlob,
} from './';

export type PictureVariant = ImageVariantName;

/**
 * Where the media route serves the picture or its thumbnail: `/v1/media/{fileKey}.webp`,
 * `/v1/media/{fileKey}.thumbnail.webp`. The blurred variant has an address of its own
 * (blurredMediaHref).
 */
export const mediaHref = (fileKey: string, variant: Exclude<PictureVariant, 'blurred'> = 'full') =>
  `/v1/media/${variant === 'full' ? fileKey : `${fileKey}.${variant}`}.webp`;

/**
 * Where the media route serves the blurred stand-in of a picture: under the picture's
 * `blurredKey`, which is random, so removing `.blurred` leads nowhere.
 */
export const blurredMediaHref = (blurredKey: string) => `/v1/media/${blurredKey}.blurred.webp`;

/** Uploads per hour: enough for anybody filling a gallery, not for flooding the server. */
export const pictureUploadLimits = {
  perMember: { max: 40, timeWindow: '1 hour' },
  perIp: { max: 120, timeWindow: '1 hour' },
} as const satisfies Record<string, LimitWindow>;

/** Whether a call's (parsed, not yet validated) body carries a picture. */
const bodyCarriesPicture = (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | undefined;
  return ['image', 'profileImage'].some((field) => {
    const value = body?.[field];
    return typeof value === 'string' && value !== '';
  });
};

/** The answer when the picture queue is full: 503 SERVER_BUSY, with Retry-After. */
export class PicturesBusyProblem extends ApiProblem {
  constructor(readonly retryAfterSeconds: number) {
    super(503, errorCodes.SERVER_BUSY);
  }
}

const mediaFilePattern = /^([0-9a-f-]{36})(?:\.(thumbnail|blurred))?\.webp$/;

/** The key and variant a media file name stands for; undefined for any other name. */
export const parseMediaFileName = (
  fileName: string,
): { key: string; variant: PictureVariant } | undefined => {
  const match = mediaFilePattern.exec(fileName);
  const key = match?.[1];
  if (!key || !isImageId(key)) return undefined;
  const variant = (match[2] ?? 'full') as PictureVariant;
  return IMAGE_VARIANTS.includes(variant) ? { key, variant } : undefined;
};

/** A picture whose files are stored but which no user_images row may name yet. */
export interface StoredPicture {
  key: string;
  /** Of the full variant. */
  width: number;
  height: number;
}

export interface PictureRowOptions {
  isPrivate?: boolean;
  /** Coins to unlock a private picture; ignored for a public one. */
  price?: number | null;
  /** Becomes the profile picture; the previous one stays in the gallery as an ordinary picture. */
  isProfile?: boolean;
  verificationState?: ImageVerificationState;
}

export interface Pictures {
  /**
   * Checks, cleans and stores an upload (a Buffer, or base64 with or without a data: prefix).
   * Throws an ApiProblem with VIDEOS_NOT_ALLOWED, INVALID_IMAGE, IMAGE_TOO_LARGE (bytes or
   * pixels), INVALID_CROP (a crop outside the picture) or SERVER_BUSY (too many pictures in the
   * queue); nothing is stored then.
   */
  store(input: ImageInput, options?: { crop?: Crop }): Promise<StoredPicture>;
  /**
   * The stored picture as one of the member's pictures. Run it in the transaction that needs the
   * row; when that transaction fails, `discard` the files.
   */
  attach(
    db: Database,
    userId: string,
    picture: StoredPicture,
    options?: PictureRowOptions,
  ): Promise<UserImageRow>;
  /**
   * `store` and `attach` together: the usual way to give a member a new picture. The files are
   * removed again when the row cannot be written.
   */
  add(
    db: Database,
    userId: string,
    input: ImageInput,
    options?: PictureRowOptions & { crop?: Crop },
  ): Promise<UserImageRow>;
  /**
   * A stored picture under a new key, made from its full variant: cut when a crop is given (in
   * pixels of that variant, as the member sees it), otherwise the same picture. The old files
   * stay until `discard`ed, so the caller can switch its row first.
   */
  derive(key: string, options?: { crop?: Crop }): Promise<StoredPicture>;
  /** Removes the files of pictures whose rows are gone; missing files are no error. */
  discard(...keys: string[]): Promise<void>;
  /**
   * A variant's size and bytes, or undefined when the key is not a stored picture's. Read or
   * destroy the stream: it holds a file or a connection open.
   */
  open(key: string, variant: PictureVariant): Promise<StoredBlob | undefined>;
  /** The picture jobs running and waiting: `store` and `derive` go through them. */
  readonly jobs: ImageJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: Pictures;
  }
}

/**
 * The pipeline's refusal as the answer the member gets; its codes are the contract's, its text
 * the pipeline's where that names a particular reason (too many pixels).
 */
export const toImageProblem = (error: ImageError): ApiProblem =>
  ApiProblem.of(
    error.code,
    error.message === IMAGE_ERROR_MESSAGES[error.code] ? undefined : error.message,
    error.code === 'INVALID_CROP' ? [{ path: 'crop', message: error.code }] : undefined,
  );

/** The plugin's picture handling without the database: storing, deriving, discarding. */
export const createPictureFiles = (blobs: BlobStore, jobs = new ImageJobs()) => {
  const imageStore = new ImageStore(blobs);

  const store = async (input: ImageInput, { crop }: { crop?: Crop } = {}) => {
    try {
      const saved = await jobs.run(() => imageStore.save(input, { crop }));
      return { key: saved.id, width: saved.width, height: saved.height } satisfies StoredPicture;
    } catch (error) {
      if (error instanceof ImageError) throw toImageProblem(error);
      if (error instanceof ImageJobsBusyError) {
        throw new PicturesBusyProblem(error.retryAfterSeconds);
      }
      throw error;
    }
  };

  return {
    jobs,
    store,
    open: (key: string, variant: PictureVariant) => imageStore.open(key, variant),
    async derive(key: string, options: { crop?: Crop } = {}) {
      const full = await imageStore.read(key, 'full');
      if (!full) throw ApiProblem.of(errorCodes.NOT_FOUND);
      return store(full, options);
    },
    async discard(...keys: string[]) {
      await Promise.all(keys.map((key) => imageStore.delete(key)));
    },
  };
};

export default fp(
  async (app) => {
    const blobs = await blobStoreFor(
      app.config.objectStorage,
      path.join(app.config.dataDir, 'uploads'),
    );
    if (blobs instanceof DiskBlobs) await mkdir(blobs.root, { recursive: true });
    app.addHook('onClose', async () => blobs.close?.());
    const files = createPictureFiles(blobs);

    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof PicturesBusyProblem) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
    });

    // Every call that may carry a picture (registration included) counts against the budgets
    // when its body holds one, whichever call it is.
    const uploadLimits = [
      app.limits.perAccount('pictures.ip', pictureUploadLimits.perIp, (request) =>
        bodyCarriesPicture(request) ? request.ip : undefined,
      ),
      app.limits.perAccount('pictures.member', pictureUploadLimits.perMember, (request) =>
        bodyCarriesPicture(request) ? request.member?.id : undefined,
      ),
    ];
    app.addHook('onRoute', (routeOptions) => {
      const methods = [routeOptions.method].flat();
      if (!methods.some((method) => carriesPicture(method, routeOptions.url))) return;
      routeOptions.preHandler = [...[routeOptions.preHandler ?? []].flat(), ...uploadLimits];
    });

    const attach: Pictures['attach'] = (db, userId, picture, options = {}) => {
      const isPrivate = options.isPrivate ?? false;
      return db.transaction(async (tx) => {
        if (options.isProfile) {
          await tx
            .update(userImages)
            .set({ isProfile: false })
            .where(and(eq(userImages.userId, userId), eq(userImages.isProfile, true)));
        }
        const [row] = await tx
          .insert(userImages)
          .values({
            userId,
            fileKey: picture.key,
            width: picture.width,
            height: picture.height,
            isPrivate,
            price: isPrivate ? (options.price ?? null) : null,
            isProfile: options.isProfile ?? false,
            verificationState: options.verificationState ?? 'pending',
            decidedAt: options.verificationState === 'verified' ? new Date() : null,
          })
          .returning();
        if (!row) throw new Error('inserting a picture returned no row');
        return row;
      });
    };

    app.decorate('pictures', {
      ...files,
      attach,
      async add(db, userId, input, { crop, ...options } = {}) {
        const picture = await files.store(input, { crop });
        try {
          return await attach(db, userId, picture, options);
        } catch (error) {
          await files.discard(picture.key);
          throw error;
        }
      },
    } satisfies Pictures);
  },
  {
    name: 'amora-pictures',
    fastify: '5.x',
    dependencies: ['amora-db', 'amora-rate-limits', 'amora-sessions'],
    decorators: { fastify: ['config'] },
  },
);
