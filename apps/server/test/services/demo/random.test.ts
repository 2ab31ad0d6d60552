import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../src/demo/index.ts';

const draws = (seed: number, count: number) => {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('SeededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    expect(draws(42, 100)).toEqual(draws(42, 100));
    expect(draws(42, 100)).not.toEqual(draws(43, 100));
  });

  it('gives floats in [0, 1) spread over the whole range', () => {
    const values = draws(1, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('gives integers within both bounds, reaching each', () => {
    const random = new SeededRandom(5);
    const seen = new Set(Array.from({ length: 2000 }, () => random.integer(18, 20)));
    expect(seen).toEqual(new Set([18, 19, 20]));
  });

  it('chooses by weight', () => {
    const random = new SeededRandom(9);
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['often', 9],
        ['rarely', 1],
      ]),
    );
    const often = picks.filter((pick) => pick === 'often').length / picks.length;
    expect(often).toBeGreaterThan(0.87);
    expect(often).toBeLessThan(0.93);
  });

  it('samples distinct items', () => {
    const random = new SeededRandom(11);
    const sample = random.sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(['a', 'b'], 5)).toHaveLength(2);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
