/** Test pictures drawn with sharp, and a reader for the EXIF GPS block. */
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export type Rgb = readonly [number, number, number];
export const RED: Rgb = [255, 0, 0];
export const BLUE: Rgb = [0, 0, 255];
export const GREEN: Rgb = [0, 255, 0];

/** A picture whose left half is `left` and right half `right`. */
export async function halves(width: number, height: number, left: Rgb, right: Rgb): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set(x < width / 2 ? left : right, (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The colour at a point of a (WebP) picture. */
export async function colourAt(picture: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(picture)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

export function isClose(actual: Rgb, expected: Rgb, tolerance = 40): boolean {
  return actual.every((value, channel) => Math.abs(value - (expected[channel] ?? 0)) <= tolerance);
}

/** A JPEG carrying the position of Munich's Marienplatz in its EXIF GPS block. */
export async function jpegWithGps(): Promise<Buffer> {
  const picture = await halves(640, 480, RED, BLUE);
  return picture
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 1', Copyright: 'Anna' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 8/1 13/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '11/1 34/1 32/1',
      },
    })
    .toBuffer();
}

/**
 * Whether an EXIF block (as sharp's metadata gives it, "Exif\0\0" + TIFF) has a GPS IFD: walks
 * IFD0 of the TIFF structure for tag 0x8825 (GPSInfo) and reads the GPS IFD's entry count.
 */
export function gpsEntryCount(exif: Buffer | undefined): number {
  if (!exif) return 0;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const littleEndian = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++) {
    const at = ifd0 + 2 + entry * 12;
    if (u16(at) === 0x8825) return u16(u32(at + 8));
  }
  return 0;
}

/** A PNG whose header claims `width` x `height` pixels, with almost no data behind it. */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
