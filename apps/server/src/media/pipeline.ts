/**
 * The picture pipeline: input checked by its content, its size read from its header (too many
 * pixels are refused before anything is decoded), decoded already scaled down and turned upright
 * by its EXIF orientation, optionally cropped, scaled and re-encoded as WebP in three variants.
 * Decoding once into raw pixels before encoding means nothing of the original file survives: no
 * EXIF (GPS position included), no XMP, no comments, no colour profile beyond the conversion to
 * sRGB.
 */
import { limits } from '@amora/contract';
import sharp, { type OutputInfo, type Region, type Sharp } from 'sharp';
import { ImageError } from './errors.ts';
import { type ImageFormat, sniffImage } from './sniff.ts';

// libvips caches up to 100 operations and 50 MB of their results by default, for programs that
// run the same operation on the same image again; every picture here is decoded once and each
// variant encoded once, so the cache only held memory (bench/memory.mjs).
sharp.cache(false);
// One libvips thread per picture: ImageJobs already runs two pictures per core side by side, and
// every further thread of an operation kept an allocator arena of its own (the demo's avatars
// left 20 MB more in the process with two; bench/memory.mjs).
sharp.concurrency(1);

export const MAX_IMAGE_INPUT_BYTES = limits.imageUploadMaxBytes;
/** Long side of the picture members see. */
export const FULL_IMAGE_MAX_SIDE = 1280;
/** Side of the square thumbnail of lists and grids. */
export const THUMBNAIL_SIDE = 320;
/** Long side of the blurred stand-in for a locked private picture. */
export const BLURRED_MAX_SIDE = 320;
/** The blurred variant is drawn from this few pixels: nothing of the picture can be recovered. */
const BLUR_SOURCE_SIDE = 24;
/**
 * Guards against decompression bombs (a small file that unpacks into a gigantic bitmap), checked
 * from the header before decoding. 25 megapixels hold the pictures of phone cameras (24 MP is
 * 6000 x 4000); larger ones are refused with IMAGE_TOO_LARGE.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/**
 * The long side a picture is decoded at, at most: twice the full variant, so a crop of half the
 * picture still fills it. A larger picture is shrunk while it is decoded (a JPEG by its DCT
 * scaling, WebP and HEIF by their own), so a 24 MP photo costs a few MB of pixels, not 72.
 */
const DECODE_MAX_SIDE = 2 * FULL_IMAGE_MAX_SIDE;

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

  const size = await readUprightSize(bytes);
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new ImageError('IMAGE_TOO_LARGE', { message: tooManyPixelsMessage(size) });
  }
  const region = crop && cropWithin(crop, size.width, size.height);
  const upright = await readUpright(bytes, decodeSizeOf(size, region));
  const pipeline = sharp(upright.data, { raw: upright.info });
  if (region) pipeline.extract(scaleRegion(region, size, upright.info));
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

interface Size {
  width: number;
  height: number;
}

const tooManyPixelsMessage = ({ width, height }: Size) =>
  `The picture has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels ` +
  `(${width} x ${height} pixels). Please choose a smaller one.`;

/** The size of the first frame as it is shown (turned upright), read from the header only. */
async function readUprightSize(bytes: Buffer): Promise<Size> {
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // Reading the header decodes no pixels: sharp's own pixel limit would only blur the answer.
    metadata = await sharp(bytes, { pages: 1, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageError('INVALID_IMAGE', { cause: error });
  }
  const { width, height, orientation } = metadata;
  if (!width || !height) throw new ImageError('INVALID_IMAGE');
  // EXIF orientations 5 to 8 turn the picture by a quarter.
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * What to decode the picture to: just large enough for the full variant of what is kept (the
 * crop, or the whole picture), never more than DECODE_MAX_SIDE; undefined for its own size.
 */
function decodeSizeOf(size: Size, region: Region | undefined): Size | undefined {
  const kept = region ?? size;
  const scale = Math.min(
    1,
    FULL_IMAGE_MAX_SIDE / Math.max(kept.width, kept.height),
    DECODE_MAX_SIDE / Math.max(size.width, size.height),
  );
  if (scale === 1) return undefined;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The crop rectangle, given in pixels of the picture, in pixels of its decoded copy. */
function scaleRegion(region: Region, size: Size, decoded: Size): Region {
  if (decoded.width === size.width && decoded.height === size.height) return region;
  const scaleX = decoded.width / size.width;
  const scaleY = decoded.height / size.height;
  const left = Math.min(decoded.width - 1, Math.floor(region.left * scaleX));
  const top = Math.min(decoded.height - 1, Math.floor(region.top * scaleY));
  const right = Math.min(decoded.width, Math.round((region.left + region.width) * scaleX));
  const bottom = Math.min(decoded.height, Math.round((region.top + region.height) * scaleY));
  return {
    left,
    top,
    width: Math.max(1, right - left),
    height: Math.max(1, bottom - top),
  };
}

/**
 * Decodes the first frame, turned upright, as 8-bit sRGB pixels: at `size` when given, shrunk on
 * load, so the pixels of the original size never exist in memory.
 */
async function readUpright(bytes: Buffer, size?: Size): Promise<{ data: Buffer; info: RawInfo }> {
  try {
    const decoder = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      pages: 1,
    }).autoOrient();
    if (size) decoder.resize(size.width, size.height, { fit: 'fill', fastShrinkOnLoad: true });
    const decoded = await decoder
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
