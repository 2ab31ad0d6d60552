import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_SIZE,
  avatarSvg,
  generateDemoProfiles,
  renderAvatar,
} from '../../../src/demo/index.ts';
import { processImage } from '../../../src/media/index.ts';

const profiles = generateDemoProfiles(8, 99, { referenceDate: new Date('2025-06-15T12:00:00Z') });

describe('renderAvatar', () => {
  it('draws a 640 px WebP picture', async () => {
    const avatar = await renderAvatar(profiles[0] as (typeof profiles)[number]);
    const metadata = await sharp(avatar).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it('draws the same picture for the same profile and different ones for others', async () => {
    const [first, again] = await Promise.all([
      renderAvatar(profiles[1] as (typeof profiles)[number]),
      renderAvatar(profiles[1] as (typeof profiles)[number]),
    ]);
    expect(first.equals(again)).toBe(true);
    const svgs = new Set(profiles.map((profile) => avatarSvg(profile)));
    expect(svgs.size).toBe(profiles.length);
  });

  it('varies colours within a picture and between profiles', async () => {
    const [a, b] = await Promise.all(
      profiles
        .slice(0, 2)
        .map(async (profile) => (await sharp(await renderAvatar(profile, 64)).stats()).channels),
    );
    expect(a?.some((channel) => channel.stdev > 10)).toBe(true);
    expect(a?.map((channel) => Math.round(channel.mean))).not.toEqual(
      b?.map((channel) => Math.round(channel.mean)),
    );
  });

  it('references nothing outside itself', () => {
    for (const profile of profiles) {
      const svg = avatarSvg(profile).replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(svg).not.toMatch(/href|http|<image|<text/);
    }
  });

  it('passes the picture pipeline like an upload', async () => {
    const processed = await processImage(
      await renderAvatar(profiles[2] as (typeof profiles)[number]),
    );
    expect(processed.sourceFormat).toBe('webp');
    expect([processed.full.width, processed.thumbnail.width]).toEqual([640, 320]);
  });
});
