/**
 * Why a picture was refused. The codes are the keys the client shows texts for;
 * VIDEOS_NOT_ALLOWED carries the spec's own text.
 */
export const IMAGE_ERROR_MESSAGES = {
  VIDEOS_NOT_ALLOWED: 'Videos are not allowed!',
  INVALID_IMAGE: 'The file is not a picture that can be read (JPEG, PNG, WebP, GIF, AVIF or HEIF).',
  IMAGE_TOO_LARGE: 'The picture is larger than 10 MB.',
  INVALID_CROP: 'The crop rectangle does not lie within the picture.',
} as const;

export type ImageErrorCode = keyof typeof IMAGE_ERROR_MESSAGES;

export class ImageError extends Error {
  readonly code: ImageErrorCode;

  /** `message` replaces the code's usual text where the reason is a more particular one. */
  constructor(code: ImageErrorCode, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? IMAGE_ERROR_MESSAGES[code], options);
    this.name = 'ImageError';
    this.code = code;
  }
}
