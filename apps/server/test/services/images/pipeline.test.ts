import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  decodeImageInput,
  ImageError,
  type ImageErrorCode,
  MAX_IMAGE_INPUT_BYTES,
  processImage,
} from '../../../src/media/index.ts';
import {
  BLUE,
  colourAt,
  GREEN,
  gpsEntryCount,
  halves,
  isClose,
  jpegWithGps,
  pngClaiming,
  RED,
} from './pictures.ts';

async function refusal(promise: Promise<unknown>): Promise<ImageErrorCode | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof ImageError) return error.code;
    throw error;
  }
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

describe('processImage', () => {
  it('strips every piece of metadata, the EXIF GPS position included', async () => {
    const original = await jpegWithGps();
    const originalMetadata = await sharp(original).metadata();
    expect(gpsEntryCount(originalMetadata.exif)).toBeGreaterThanOrEqual(4);

    const processed = await processImage(original);
    for (const variant of [processed.full, processed.thumbnail, processed.blurred]) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(gpsEntryCount(metadata.exif)).toBe(0);
      expect(variant.data.includes('Exif')).toBe(false);
      expect(variant.data.includes('TestCam')).toBe(false);
    }
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Stored 400 x 200, red left and blue right; orientation 6 shows it turned clockwise.
    const sideways = await (await halves(400, 200, RED, BLUE))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { full } = await processImage(sideways);
    expect([full.width, full.height]).toEqual([200, 400]);
    expect(isClose(await colourAt(full.data, 100, 40), RED)).toBe(true);
    expect(isClose(await colourAt(full.data, 100, 360), BLUE)).toBe(true);
  });

  it('crops in pixels of the upright picture, as the web app shows it', async () => {
    const sideways = await (await halves(400, 200, RED, BLUE))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { full } = await processImage(sideways, {
      crop: { x: 0, y: 220, width: 200, height: 180 },
    });
    expect([full.width, full.height]).toEqual([200, 180]);
    expect(isClose(await colourAt(full.data, 10, 10), BLUE)).toBe(true);
    expect(isClose(await colourAt(full.data, 190, 170), BLUE)).toBe(true);
  });

  it('crops a large sideways picture in its own pixels, though it is decoded shrunk', async () => {
    // Stored 4000 x 3000, red left and blue right; shown 3000 x 4000, red above blue.
    const sideways = await (await halves(4000, 3000, RED, BLUE))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const whole = await processImage(sideways);
    expect([whole.full.width, whole.full.height]).toEqual([960, 1280]);
    expect(isClose(await colourAt(whole.full.data, 480, 100), RED)).toBe(true);
    expect(isClose(await colourAt(whole.full.data, 480, 1180), BLUE)).toBe(true);

    // The lower half of the red part and the upper half of the blue one.
    const { full } = await processImage(sideways, {
      crop: { x: 1000, y: 1000, width: 1000, height: 2000 },
    });
    expect([full.width, full.height]).toEqual([640, 1280]);
    expect(isClose(await colourAt(full.data, 320, 20), RED)).toBe(true);
    expect(isClose(await colourAt(full.data, 320, 620), RED)).toBe(true);
    expect(isClose(await colourAt(full.data, 320, 660), BLUE)).toBe(true);
    expect(isClose(await colourAt(full.data, 320, 1260), BLUE)).toBe(true);
  });

  it('trims a crop that overshoots the edge and refuses one outside the picture', async () => {
    const picture = await solid(300, 200, '#00ff00').png().toBuffer();
    const trimmed = await processImage(picture, {
      crop: { x: 100.4, y: 50, width: 250, height: 200 },
    });
    expect([trimmed.full.width, trimmed.full.height]).toEqual([200, 150]);
    expect(
      await refusal(processImage(picture, { crop: { x: 300, y: 0, width: 50, height: 50 } })),
    ).toBe('INVALID_CROP');
    expect(
      await refusal(processImage(picture, { crop: { x: 0, y: 0, width: 0, height: 50 } })),
    ).toBe('INVALID_CROP');
    expect(
      await refusal(processImage(picture, { crop: { x: Number.NaN, y: 0, width: 5, height: 5 } })),
    ).toBe('INVALID_CROP');
  });

  it('scales to 1280 px long side, a 320 px square thumbnail and a blurred copy', async () => {
    const large = await (await halves(3000, 2000, RED, BLUE)).jpeg().toBuffer();
    const { full, thumbnail, blurred, contentType } = await processImage(large);
    expect(contentType).toBe('image/webp');
    expect([full.width, full.height]).toEqual([1280, 853]);
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 320]);
    expect([blurred.width, blurred.height]).toEqual([320, 213]);
    expect(thumbnail.data.length).toBeLessThan(full.data.length);
  });

  it('does not enlarge a small picture', async () => {
    const small = await solid(200, 100, '#123456').png().toBuffer();
    const { full, thumbnail } = await processImage(small);
    expect([full.width, full.height]).toEqual([200, 100]);
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 320]);
  });

  it('blurs the locked variant beyond recognition', async () => {
    const checkerboard = Buffer.alloc(256 * 256 * 3);
    for (let y = 0; y < 256; y++) {
      for (let x = 0; x < 256; x++) {
        const white = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0;
        checkerboard.fill(white ? 255 : 0, (y * 256 + x) * 3, (y * 256 + x) * 3 + 3);
      }
    }
    const picture = await sharp(checkerboard, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
    const { full, blurred } = await processImage(picture);
    const spread = async (data: Buffer) => (await sharp(data).stats()).channels[0]?.stdev ?? 0;
    expect(await spread(full.data)).toBeGreaterThan(100);
    expect(await spread(blurred.data)).toBeLessThan(15);
  });

  it.each([
    [
      'PNG with transparency',
      () =>
        sharp({
          create: {
            width: 64,
            height: 48,
            channels: 4,
            background: { r: 0, g: 255, b: 0, alpha: 0.5 },
          },
        })
          .png()
          .toBuffer(),
      'png',
    ],
    ['WebP', () => solid(64, 48, '#00ff00').webp().toBuffer(), 'webp'],
    ['AVIF', () => solid(64, 48, '#00ff00').avif().toBuffer(), 'avif'],
    ['JPEG', () => solid(64, 48, '#00ff00').jpeg().toBuffer(), 'jpeg'],
  ])('accepts a %s', async (_, make, format) => {
    const processed = await processImage(await make());
    expect(processed.sourceFormat).toBe(format);
    expect([processed.full.width, processed.full.height]).toEqual([64, 48]);
    expect(isClose(await colourAt(processed.full.data, 32, 24), GREEN, 60)).toBe(true);
  });

  it('takes the first frame of an animated GIF', async () => {
    const red = await solid(40, 40, '#ff0000').png().toBuffer();
    const blue = await solid(40, 40, '#0000ff').png().toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    const processed = await processImage(animated);
    expect(processed.sourceFormat).toBe('gif');
    expect([processed.full.width, processed.full.height]).toEqual([40, 40]);
    expect(isClose(await colourAt(processed.full.data, 20, 20), RED)).toBe(true);
  });

  it('reads base64, with or without a data: URL, whatever type the URL declares', async () => {
    const jpeg = await solid(32, 32, '#ff0000').jpeg().toBuffer();
    const base64 = jpeg.toString('base64');
    for (const input of [
      base64,
      `data:image/jpeg;base64,${base64}`,
      `data:application/octet-stream;base64,${base64.replace(/(.{76})/g, '$1\n')}`,
    ]) {
      expect((await processImage(input)).sourceFormat).toBe('jpeg');
    }
    expect(await refusal(processImage('data:image/svg+xml,%3Csvg%3E'))).toBe('INVALID_IMAGE');
  });

  it('refuses videos with the spec’s message, even when they claim to be pictures', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42\0\0\0\0isommp42', 'latin1'),
      Buffer.alloc(64),
    ]);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64)]);
    for (const video of [mp4, `data:image/jpeg;base64,${mp4.toString('base64')}`, webm]) {
      const error = await processImage(video).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ImageError);
      expect((error as ImageError).code).toBe('VIDEOS_NOT_ALLOWED');
      expect((error as ImageError).message).toBe('Videos are not allowed!');
    }
  });

  it('refuses what is not a readable picture', async () => {
    const jpeg = await solid(200, 200, '#ff0000').jpeg().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const fakeHeic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64, 7),
    ]);
    for (const input of [
      Buffer.alloc(0),
      Buffer.from('just some text'),
      svg,
      jpeg.subarray(0, 40),
      fakeHeic,
      '',
      'not base64 at all!',
    ]) {
      expect(await refusal(processImage(input))).toBe('INVALID_IMAGE');
    }
  });

  it('refuses a decompression bomb from its header, as too large', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(processImage(bomb))).toBe('IMAGE_TOO_LARGE');
    expect(await refusal(processImage(pngClaiming(5001, 5000)))).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses more than 10 MB, as bytes and as base64', () => {
    const tooLarge = Buffer.alloc(MAX_IMAGE_INPUT_BYTES + 1);
    expect(() => decodeImageInput(tooLarge)).toThrow(ImageError);
    expect(() => decodeImageInput(tooLarge.toString('base64'))).toThrow(
      expect.objectContaining({ code: 'IMAGE_TOO_LARGE' }),
    );
    expect(decodeImageInput(Buffer.alloc(MAX_IMAGE_INPUT_BYTES)).length).toBe(
      MAX_IMAGE_INPUT_BYTES,
    );
    const exactly = Buffer.alloc(MAX_IMAGE_INPUT_BYTES).toString('base64');
    expect(decodeImageInput(`data:image/png;base64,${exactly}`).length).toBe(MAX_IMAGE_INPUT_BYTES);
  });
});
