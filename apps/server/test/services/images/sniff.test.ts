import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../src/media/index.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
const isoMedia = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');

describe('sniffImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', isoMedia('avif')],
    ['avif', isoMedia('avis')],
    ['heif', isoMedia('heic')],
    ['heif', isoMedia('mif1')],
  ])('recognises %s pictures', (format, content) => {
    expect(sniffImage(content)).toEqual({ kind: 'image', format });
  });

  it.each([
    ['mp4', isoMedia('isom')],
    ['mp4', isoMedia('mp42')],
    ['mp4', isoMedia('3gp5')],
    ['quicktime', isoMedia('qt  ')],
    ['quicktime', bytes([0, 0, 0, 8], 'moov')],
    ['quicktime', bytes([0, 0, 0, 8], 'wide')],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])],
    ['avi', bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST')],
    ['flv', bytes('FLV', [1, 5, 0, 0, 0, 9])],
    ['asf', bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9])],
    ['mpeg', bytes([0, 0, 1, 0xba, 0x44])],
    ['mpeg', Buffer.concat([bytes([0x47, 0x40]), Buffer.alloc(186), bytes([0x47, 0x40])])],
  ])('recognises %s videos', (container, content) => {
    expect(sniffImage(content)).toEqual({ kind: 'video', container });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', bytes('hello, this is not a picture')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['WAV sound', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['M4A sound', isoMedia('M4A ')],
    ['PDF', bytes('%PDF-1.7')],
    ['TIFF', bytes('II*', [0])],
  ])('answers unknown for %s', (_, content) => {
    expect(sniffImage(content)).toEqual({ kind: 'unknown' });
  });
});
