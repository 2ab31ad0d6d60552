/**
 * A picture chosen on the device, made ready to send: decoded by the browser (so a HEIC photo
 * goes out as a JPEG where the browser can read HEIC), scaled down to a size a phone screen
 * needs, and encoded as a JPEG data URL. A 10 MB camera photo becomes a few hundred kilobytes.
 * The server cannot read HEIC (its sharp reads AVIF but not HEVC), so a HEIC the browser cannot
 * decode is refused here with a message, not sent to be refused there.
 */

/** Why a chosen picture cannot be sent; each has a text in the member's language. */
export const pictureProblems = ['heicUnsupported', 'denied', 'unreadable'] as const;
export type PictureProblem = (typeof pictureProblems)[number];

export class PictureNotUsable extends Error {
  constructor(readonly problem: PictureProblem) {
    super(`The picture cannot be used: ${problem}`);
    this.name = 'PictureNotUsable';
  }
}

/** The longest side of a picture sent in a chat, in pixels. */
export const pictureMaxSide = 1600;
const jpegQuality = 0.85;

const isHeic = (file: Pick<File, 'type' | 'name'>) =>
  /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/**
 * The browser's refusals to hand over a file or the camera: a permission withdrawn (gallery or
 * camera access denied, NotAllowedError, SecurityError) or a file it may no longer read.
 */
const deniedErrors = new Set(['NotAllowedError', 'SecurityError', 'NotReadableError']);

/** The member-facing reason for an error met while reading or decoding `file`. */
export const pictureProblemOf = (error: unknown, file: Pick<File, 'type' | 'name'>) => {
  if (error instanceof PictureNotUsable) return error.problem;
  if (error instanceof DOMException && deniedErrors.has(error.name)) return 'denied';
  return isHeic(file) ? 'heicUnsupported' : 'unreadable';
};

const decode = async (file: File): Promise<ImageBitmap> => {
  // Reading the bytes first tells a refused file (permission) from one the browser cannot decode.
  const bytes = await file.arrayBuffer();
  return createImageBitmap(new Blob([bytes], { type: file.type }), {
    imageOrientation: 'from-image',
  });
};

/**
 * The picture as a JPEG data URL whose longest side is at most `maxSide` (never scaled up).
 * Throws PictureNotUsable with the reason the member is told.
 */
export async function preparePicture(file: File, maxSide = pictureMaxSide): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch (error) {
    throw new PictureNotUsable(pictureProblemOf(error, file));
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new PictureNotUsable('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', jpegQuality);
  } finally {
    bitmap.close();
  }
}

/**
 * Checks that the browser can open the picture before it is shown for cropping; throws
 * PictureNotUsable as `preparePicture` does.
 */
export async function checkPicture(file: File): Promise<void> {
  try {
    (await decode(file)).close();
  } catch (error) {
    throw new PictureNotUsable(pictureProblemOf(error, file));
  }
}
