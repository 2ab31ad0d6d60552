import { describe, expect, it } from 'vitest';
import {
  cropSide,
  initialCrop,
  keyboardStep,
  moveCrop,
  roundCrop,
  startingCrop,
  zoomCrop,
} from './cropArea';

const portrait = { width: 600, height: 800 };
const landscape = { width: 1200, height: 900 };

describe('initialCrop', () => {
  it('takes the largest centred square of a portrait picture', () => {
    expect(initialCrop(portrait)).toEqual({ x: 0, y: 100, width: 600, height: 600 });
  });

  it('takes the largest centred square of a landscape picture', () => {
    expect(initialCrop(landscape)).toEqual({ x: 150, y: 0, width: 900, height: 900 });
  });

  it('is smaller when zoomed in', () => {
    expect(initialCrop(portrait, 2)).toEqual({ x: 150, y: 250, width: 300, height: 300 });
  });
});

describe('cropSide', () => {
  it('never grows beyond the short side, even below zoom 1', () => {
    expect(cropSide(portrait, 0.5)).toBe(600);
    expect(cropSide(portrait, 4)).toBe(150);
  });
});

describe('moveCrop', () => {
  it('moves by the given distance inside the picture', () => {
    const zoomed = initialCrop(portrait, 2);
    expect(moveCrop(zoomed, portrait, 20, -30)).toMatchObject({ x: 170, y: 220 });
  });

  it('stops at the edges of the picture', () => {
    const zoomed = initialCrop(portrait, 2);
    expect(moveCrop(zoomed, portrait, -1000, 1000)).toMatchObject({ x: 0, y: 500 });
  });

  it('cannot move sideways when the crop is as wide as the picture', () => {
    expect(moveCrop(initialCrop(portrait), portrait, 50, 0).x).toBe(0);
  });
});

describe('zoomCrop', () => {
  it('keeps the centre while zooming in', () => {
    const area = zoomCrop(initialCrop(portrait), portrait, 2);
    expect(area).toEqual({ x: 150, y: 250, width: 300, height: 300 });
  });

  it('shifts the crop back inside the picture when zooming out at an edge', () => {
    const corner = moveCrop(initialCrop(portrait, 4), portrait, -1000, -1000);
    expect(zoomCrop(corner, portrait, 1)).toEqual({ x: 0, y: 0, width: 600, height: 600 });
  });
});

describe('keyboardStep', () => {
  it('is 2 % of the short side, 10 % with Shift, and at least one pixel', () => {
    expect(keyboardStep(portrait, false)).toBe(12);
    expect(keyboardStep(portrait, true)).toBe(60);
    expect(keyboardStep({ width: 20, height: 20 }, false)).toBe(1);
  });
});

describe('roundCrop', () => {
  it('reports whole pixels that stay inside the picture', () => {
    const area = { x: 449.6, y: 99.5, width: 150.4, height: 150.4 };
    expect(roundCrop(area, portrait)).toEqual({ x: 450, y: 100, width: 150, height: 150 });
  });
});

describe('startingCrop', () => {
  it('starts from an earlier crop with the zoom it implies', () => {
    const earlier = { x: 60, y: 40, width: 300, height: 300 };
    expect(startingCrop(portrait, earlier)).toEqual({ area: earlier, zoom: 2 });
  });

  it('falls back to the centred square when the crop belongs to another picture', () => {
    const tooFar = { x: 500, y: 40, width: 300, height: 300 };
    expect(startingCrop(portrait, tooFar)).toEqual({ area: initialCrop(portrait), zoom: 1 });
    const tooSmall = { x: 0, y: 0, width: 100, height: 100 };
    expect(startingCrop(portrait, tooSmall).zoom).toBe(1);
    expect(startingCrop(portrait, null).area).toEqual(initialCrop(portrait));
  });
});
