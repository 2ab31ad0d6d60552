import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../src/demo/random.ts';
import {
  coarseDistanceKm,
  type GeoPoint,
  greatCircleKm,
  snapToGrid,
} from '../../../src/location/index.ts';

const munich: GeoPoint = { lat: 48.137154, lon: 11.576124 };
const kmPerDegreeLat = 111.195;

/** A point `northKm` and `eastKm` away from `origin` (flat approximation, fine below 50 km). */
function offset(origin: GeoPoint, northKm: number, eastKm: number): GeoPoint {
  const kmPerDegreeLon = kmPerDegreeLat * Math.cos((origin.lat * Math.PI) / 180);
  return { lat: origin.lat + northKm / kmPerDegreeLat, lon: origin.lon + eastKm / kmPerDegreeLon };
}

describe('snapToGrid', () => {
  it.each([
    ['Munich', 48.137, 11.575],
    ['Equator', 0.3, 32.58],
    ['Kiruna', 67.855, 20.225],
    ['Wellington', -41.2865, 174.7762],
    ['Honolulu', 21.3069, -157.8583],
  ])('makes cells of about 1 km around %s', (_, lat, lon) => {
    const centre = snapToGrid(lat, lon);
    const north = snapToGrid(centre.lat + 0.009, centre.lon);
    const east = snapToGrid(centre.lat, centre.lon + 0.009 / Math.cos((lat * Math.PI) / 180));
    expect(greatCircleKm(centre, north)).toBeGreaterThan(0.9);
    expect(greatCircleKm(centre, north)).toBeLessThan(1.1);
    expect(greatCircleKm(centre, east)).toBeGreaterThan(0.9);
    expect(greatCircleKm(centre, east)).toBeLessThan(1.1);
    expect(greatCircleKm(centre, { lat, lon })).toBeLessThan(0.75);
  });

  it('is idempotent: a snapped position snaps to itself', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const snapped = snapToGrid(random.between(-80, 80), random.between(-180, 180));
      expect(snapToGrid(snapped.lat, snapped.lon)).toEqual(snapped);
    }
  });

  it('wraps longitudes and refuses positions that are not numbers', () => {
    expect(snapToGrid(-41.2, 180.2)).toEqual(snapToGrid(-41.2, -179.8));
    expect(() => snapToGrid(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe('coarseDistanceKm', () => {
  it('gives whole kilometres close to the true distance', () => {
    const berlin = { lat: 52.520008, lon: 13.404954 };
    const distance = coarseDistanceKm(munich, berlin);
    expect(Number.isInteger(distance)).toBe(true);
    expect(Math.abs(distance - greatCircleKm(munich, berlin))).toBeLessThanOrEqual(2);
    expect(coarseDistanceKm(berlin, munich)).toBe(distance);
  });

  it('never says 0 km, not even to oneself', () => {
    expect(coarseDistanceKm(munich, munich)).toBe(1);
    expect(coarseDistanceKm(munich, offset(munich, 0.05, 0.05))).toBe(1);
  });

  it('answers the same for every position in the member’s cell, whoever asks from wherever', () => {
    const random = new SeededRandom(11);
    const cell = snapToGrid(munich.lat, munich.lon);
    const sameCell = Array.from({ length: 50 }, () => {
      let point: GeoPoint;
      do point = offset(cell, random.between(-0.5, 0.5), random.between(-0.5, 0.5));
      while (!sameCellAs(point, cell));
      return point;
    });
    for (let i = 0; i < 200; i++) {
      const observer = offset(munich, random.between(-40, 40), random.between(-40, 40));
      const answer = coarseDistanceKm(observer, munich);
      for (const point of sameCell) expect(coarseDistanceKm(observer, point)).toBe(answer);
    }
  });

  it('hides a member within the grid from an attacker who moves around and asks again', () => {
    const leakyDistance = (a: GeoPoint, b: GeoPoint) =>
      Math.max(1, Math.round(greatCircleKm(a, b) * 10) / 10);
    // Control: against exact distances to 100 m the same attack pins the member down closely,
    // so the attack is strong enough for the assertion below to mean something.
    expect(trilaterationUncertaintyKm(leakyDistance)).toBeLessThan(0.25);
    expect(trilaterationUncertaintyKm(coarseDistanceKm)).toBeGreaterThanOrEqual(0.45);
  });
});

function sameCellAs(point: GeoPoint, cell: GeoPoint): boolean {
  const snapped = snapToGrid(point.lat, point.lon);
  return snapped.lat === cell.lat && snapped.lon === cell.lon;
}

/**
 * An attacker asks for the distance to a member at `munich` from many positions: around the
 * town, and walking past in 20 m steps to catch where a rounded answer flips. Then every candidate
 * position on a 50 m lattice within 2 km is tested against all answers. The result is the
 * distance from the member to the farthest candidate still consistent with everything seen: the
 * attacker cannot tell the member from any point that close.
 */
function trilaterationUncertaintyKm(distance: (a: GeoPoint, b: GeoPoint) => number): number {
  const random = new SeededRandom(2024);
  const observers: GeoPoint[] = [];
  for (let i = 0; i < 60; i++) {
    observers.push(offset(munich, random.between(-15, 15), random.between(-15, 15)));
  }
  for (let step = -100; step <= 100; step++) {
    observers.push(offset(munich, 3, step * 0.02), offset(munich, step * 0.02, -3));
  }
  const answers = observers.map((observer) => distance(observer, munich));
  let farthestKm = 0;
  for (let north = -2; north <= 2; north += 0.05) {
    for (let east = -2; east <= 2; east += 0.05) {
      const candidate = offset(munich, north, east);
      const consistent = observers.every(
        (observer, index) => distance(observer, candidate) === answers[index],
      );
      if (consistent) farthestKm = Math.max(farthestKm, Math.hypot(north, east));
    }
  }
  return farthestKm;
}
