/**
 * What a file is, from its first bytes rather than its name or declared type: the picture formats
 * Amora accepts, the video containers it refuses with the spec's own message, or neither.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif';
export type VideoContainer = 'mp4' | 'quicktime' | 'webm' | 'avi' | 'flv' | 'asf' | 'mpeg';

export type SniffResult =
  | { kind: 'image'; format: ImageFormat }
  | { kind: 'video'; container: VideoContainer }
  | { kind: 'unknown' };

/** ISO base media brands of still pictures (and picture sequences) rather than films. */
const avifBrands = new Set(['avif', 'avis']);
const heifBrands = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'mif2',
  'msf1',
]);
/** ISO base media brands of sound only: not a picture, not a video either. */
const audioBrands = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Top-level atoms that open QuickTime files written without an ftyp box. */
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const MPEG_TS_PACKET = 188;

export function sniffImage(bytes: Uint8Array): SniffResult {
  const ascii = (start: number, end: number) =>
    String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
  const startsWith = (...values: number[]) => values.every((value, at) => bytes[at] === value);

  if (startsWith(0xff, 0xd8, 0xff)) return image('jpeg');
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return image('png');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return image('gif');
  if (ascii(0, 4) === 'RIFF') {
    const form = ascii(8, 12);
    if (form === 'WEBP') return image('webp');
    if (form === 'AVI ' || form === 'AVIX') return video('avi');
    return { kind: 'unknown' };
  }
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (avifBrands.has(brand)) return image('avif');
    if (heifBrands.has(brand)) return image('heif');
    if (audioBrands.has(brand)) return { kind: 'unknown' };
    return video(brand === 'qt  ' ? 'quicktime' : 'mp4');
  }
  if (quickTimeAtoms.has(ascii(4, 8))) return video('quicktime');
  if (startsWith(0x1a, 0x45, 0xdf, 0xa3)) return video('webm');
  if (ascii(0, 3) === 'FLV') return video('flv');
  if (startsWith(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11)) return video('asf');
  if (startsWith(0x00, 0x00, 0x01, 0xba) || startsWith(0x00, 0x00, 0x01, 0xb3)) {
    return video('mpeg');
  }
  if (bytes[0] === 0x47 && bytes.length > MPEG_TS_PACKET && bytes[MPEG_TS_PACKET] === 0x47) {
    return video('mpeg');
  }
  return { kind: 'unknown' };
}

function image(format: ImageFormat): SniffResult {
  return { kind: 'image', format };
}

function video(container: VideoContainer): SniffResult {
  return { kind: 'video', container };
}
