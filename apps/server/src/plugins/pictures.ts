/**
 * The members' pictures: every upload goes through the image pipeline (checked by its content,
 * turned upright, cropped, scaled, re-encoded as WebP without any metadata) and the image store
 * keeps its three variants under DATA_DIR/uploads. A stored picture is named by a random key; its
 * files never change, so they are served with long-lived caching, and a picture that changes
 * (a new crop, turning private) gets a new key.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Crop, errorCodes, type ImageVerificationState } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { type UserImageRow, userImages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import {
  IMAGE_VARIANTS,
  ImageError,
  type ImageInput,
  ImageStore,
  type ImageVariantName,
  isImageId,
} from '../services/images';

export type PictureVariant = ImageVariantName;

/** Where the media route serves a variant: `/v1/media/{key}.webp`, `{key}.thumbnail.webp` ... */
export const mediaHref = (key: string, variant: PictureVariant = 'full') =>
  `/v1/media/${variant === 'full' ? key : `${key}.${variant}`}.webp`;

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
  /** The folder holding every variant file. */
  readonly directory: string;
  /**
   * Checks, cleans and stores an upload (a Buffer, or base64 with or without a data: prefix).
   * Throws an ApiProblem with VIDEOS_NOT_ALLOWED, INVALID_IMAGE, IMAGE_TOO_LARGE or INVALID_CROP
   * (a crop outside the picture); nothing is stored then.
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
  /** The file of a variant, or undefined when the key is not a picture key. */
  filePath(key: string, variant: PictureVariant): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: Pictures;
  }
}

/** The pipeline's refusal as the answer the member gets; its codes are the contract's. */
export const toImageProblem = (error: ImageError): ApiProblem =>
  ApiProblem.of(
    error.code,
    undefined,
    error.code === 'INVALID_CROP' ? [{ path: 'crop', message: error.code }] : undefined,
  );

/** The plugin's picture handling without the database: storing, deriving, discarding. */
export const createPictureFiles = (directory: string) => {
  const imageStore = new ImageStore({ root: directory });

  const store = async (input: ImageInput, { crop }: { crop?: Crop } = {}) => {
    try {
      const saved = await imageStore.save(input, { crop });
      return { key: saved.id, width: saved.width, height: saved.height } satisfies StoredPicture;
    } catch (error) {
      if (error instanceof ImageError) throw toImageProblem(error);
      throw error;
    }
  };

  return {
    directory,
    store,
    filePath: (key: string, variant: PictureVariant) => imageStore.pathOf(key, variant),
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
    const files = createPictureFiles(path.join(app.config.dataDir, 'uploads'));
    await mkdir(files.directory, { recursive: true });

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
    name: 'pictures',
    fastify: '5.x',
    dependencies: ['amora-db'],
    decorators: { fastify: ['config'] },
  },
);
