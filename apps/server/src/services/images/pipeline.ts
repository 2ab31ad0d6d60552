/**
 * The picture pipeline: input checked by its content, turned upright by its EXIF orientation,
 * optionally cropped, scaled and re-encoded as WebP in three variants. Decoding once into raw
 * pixels before encoding means nothing of the original file survives: no EXIF (GPS position
 * included), no XMP, no comments, no colour profile beyond the conversion to sRGB.
 */
import { limits } from '@amora/contract';
import sharp, { type OutputInfo, type Region, type Sharp } from 'sharp';
import { ImageError } from './errors.ts';
import { type ImageFormat, sniffImage } from './sniff.ts';

export const MAX_IMAGE_INPUT_BYTES = limits.imageUploadMaxBytes;
/** Long side of the picture members see. */
export const FULL_IMAGE_MAX_SIDE = 1280;
/** Side of the square thumbnail of lists and grids. */
export const THUMBNAIL_SIDE = 320;
/** Long side of the blurred stand-in for a locked private picture. */
export const BLURRED_MAX_SIDE = 320;
/** The blurred variant is drawn from this few pixels: nothing of the picture can be recovered. */
const BLUR_SOURCE_SIDE = 24;
/** Guards against decompression bombs: a small file that unpacks into a gigantic bitmap. */
const MAX_INPUT_PIXELS = 100_000_000;

/** A rectangle in pixels of the upright source picture (as a browser shows it). */
export interface CropRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  crop?: CropRectangle;
}

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** What the input was, by its content. */
  sourceFormat: ImageFormat;
  contentType: 'image/webp';
  full: ImageVariant;
  thumbnail: ImageVariant;
  blurred: ImageVariant;
}

export type ImageInput = Buffer | Uint8Array | string;

/**
 * The bytes of an upload: a Buffer as is, or a base64 string with or without a data: URL prefix
 * (whose declared type is ignored; the content decides).
 */
export function decodeImageInput(input: ImageInput): Buffer {
  if (typeof input !== 'string') {
    const bytes = Buffer.isBuffer(input) ? input : Buffer.from(input);
    if (bytes.length > MAX_IMAGE_INPUT_BYTES) throw new ImageError('IMAGE_TOO_LARGE');
    return bytes;
  }
  const dataUrl = /^\s*data:([^,]*),/i.exec(input);
  if (dataUrl && !/;base64$/i.test(dataUrl[1] ?? '')) throw new ImageError('INVALID_IMAGE');
  const base64 = (dataUrl ? input.slice(dataUrl[0].length) : input).replace(/\s+/g, '');
  // Checked before decoding, so an oversized upload costs no memory.
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_INPUT_BYTES + 2) {
    throw new ImageError('IMAGE_TOO_LARGE');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_INPUT_BYTES) throw new ImageError('IMAGE_TOO_LARGE');
  return bytes;
}

export async function processImage(
  input: ImageInput,
  { crop }: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const bytes = decodeImageInput(input);
  const sniffed = sniffImage(bytes);
  if (sniffed.kind === 'video') throw new ImageError('VIDEOS_NOT_ALLOWED');
  if (sniffed.kind === 'unknown') throw new ImageError('INVALID_IMAGE');

  const upright = await readUpright(bytes);
  const pipeline = sharp(upright.data, { raw: upright.info });
  if (crop) pipeline.extract(cropWithin(crop, upright.info.width, upright.info.height));
  const pixels = await pipeline
    .resize(FULL_IMAGE_MAX_SIDE, FULL_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: rawInfo(pixels.info) };

  const [full, thumbnail, blurred] = await Promise.all([
    encode(sharp(pixels.data, raw).webp({ quality: 82 })),
    encode(
      sharp(pixels.data, raw)
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, {
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .webp({ quality: 78 }),
    ),
    blur(pixels.data, raw.raw),
  ]);
  return { sourceFormat: sniffed.format, contentType: 'image/webp', full, thumbnail, blurred };
}

interface RawInfo {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes the first frame, turned upright, as 8-bit sRGB pixels. */
async function readUpright(bytes: Buffer): Promise<{ data: Buffer; info: RawInfo }> {
  try {
    const decoded = await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      pages: 1,
    })
      .autoOrient()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data: decoded.data, info: rawInfo(decoded.info) };
  } catch (error) {
    throw new ImageError('INVALID_IMAGE', { cause: error });
  }
}

function rawInfo(info: OutputInfo): RawInfo {
  return { width: info.width, height: info.height, channels: info.channels };
}

/**
 * Rounds the member's rectangle to whole pixels and trims what lies outside the picture (a crop
 * UI rounds at the edges); refuses a rectangle that leaves nothing.
 */
function cropWithin(crop: CropRectangle, width: number, height: number): Region {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite) || crop.width <= 0 || crop.height <= 0) {
    throw new ImageError('INVALID_CROP');
  }
  const left = Math.max(0, Math.round(crop.x));
  const top = Math.max(0, Math.round(crop.y));
  const right = Math.min(width, Math.round(crop.x + crop.width));
  const bottom = Math.min(height, Math.round(crop.y + crop.height));
  if (right - left < 1 || bottom - top < 1) throw new ImageError('INVALID_CROP');
  return { left, top, width: right - left, height: bottom - top };
}

async function blur(pixels: Buffer, info: RawInfo): Promise<ImageVariant> {
  const tiny = await sharp(pixels, { raw: info })
    .resize(BLUR_SOURCE_SIDE, BLUR_SOURCE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(
    sharp(tiny.data, { raw: rawInfo(tiny.info) })
      .resize(BLURRED_MAX_SIDE, BLURRED_MAX_SIDE, { fit: 'inside', kernel: 'cubic' })
      .blur(4)
      .webp({ quality: 50 }),
  );
}

async function encode(pipeline: Sharp): Promise<ImageVariant> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
