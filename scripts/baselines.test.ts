// The visual tests' reference screenshots are most of the repository's bytes (issue 16). Two
// byte-identical references mean a story that shows nothing another does not: give it only the
// widths where it differs, fix what it claims to show, or skip its picture with a reason.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const screenshots = fileURLToPath(new URL('../visual/__screenshots__', import.meta.url));
const mebibyte = 1024 * 1024;
// A ratchet: what the references weigh now, all stored small (scripts/optimise-baselines.mjs), at
// or under issue 16's target of 60 MiB. Stored losslessly they weighed 84 MiB; a 256-colour
// palette without dithering (pngquant) brought them to 38.8 MiB, every comparison still passing
// except MatchDialog's NoCoins, whose blurred backdrop is kept lossless (its four pictures).
const budgetBytes = 39 * mebibyte;

const references = readdirSync(screenshots, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.png'))
  .sort()
  .map((path) => {
    const bytes = readFileSync(join(screenshots, path));
    return { path, size: bytes.length, hash: createHash('sha256').update(bytes).digest('hex') };
  });

test('the reference screenshots are found', () => {
  expect(references.length).toBeGreaterThan(0);
});

test('no two reference screenshots are the same picture', () => {
  const pathsByHash = new Map<string, string[]>();
  for (const { path, hash } of references) {
    pathsByHash.set(hash, [...(pathsByHash.get(hash) ?? []), path]);
  }
  const duplicates = [...pathsByHash.values()].filter((paths) => paths.length > 1);
  expect(duplicates).toEqual([]);
});

test(`the reference screenshots weigh at most ${budgetBytes / mebibyte} MiB`, () => {
  const total = references.reduce((sum, { size }) => sum + size, 0);
  expect(
    total,
    `${(total / mebibyte).toFixed(1)} MiB in ${references.length} PNGs`,
  ).toBeLessThanOrEqual(budgetBytes);
});
