/** The geometry of the image cropper, in source pixels of the chosen picture. */

export interface ImageSize {
  width: number;
  height: number;
}

/** A square part of the picture, in source pixels: what the member keeps. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const minZoom = 1;
export const defaultMaxZoom = 4;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The side of the square crop at a zoom: the picture's short side at zoom 1. */
export function cropSide(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / Math.max(zoom, minZoom);
}

/** Keeps a square of the given side whose centre is as close as possible to the wanted centre. */
function squareAround(image: ImageSize, side: number, centerX: number, centerY: number): CropArea {
  return {
    x: clamp(centerX - side / 2, 0, image.width - side),
    y: clamp(centerY - side / 2, 0, image.height - side),
    width: side,
    height: side,
  };
}

/** The crop a new picture starts with: the largest centred square. */
export function initialCrop(image: ImageSize, zoom = minZoom): CropArea {
  return squareAround(image, cropSide(image, zoom), image.width / 2, image.height / 2);
}

/** The given crop when it fits the picture and the zoom range, else the centred square. */
export function startingCrop(
  image: ImageSize,
  crop: CropArea | null | undefined,
  maxZoom = defaultMaxZoom,
): { area: CropArea; zoom: number } {
  const zoom = crop ? Math.min(image.width, image.height) / crop.width : minZoom;
  const fits =
    crop &&
    crop.width === crop.height &&
    zoom >= minZoom &&
    zoom <= maxZoom &&
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.x + crop.width <= image.width &&
    crop.y + crop.height <= image.height;
  return fits ? { area: crop, zoom } : { area: initialCrop(image), zoom: minZoom };
}

/** Moves the crop by a distance in source pixels; it never leaves the picture. */
export function moveCrop(area: CropArea, image: ImageSize, dx: number, dy: number): CropArea {
  return {
    ...area,
    x: clamp(area.x + dx, 0, image.width - area.width),
    y: clamp(area.y + dy, 0, image.height - area.height),
  };
}

/** Zooms around the centre of the current crop, shifting it only where it would leave the picture. */
export function zoomCrop(area: CropArea, image: ImageSize, zoom: number): CropArea {
  return squareAround(
    image,
    cropSide(image, zoom),
    area.x + area.width / 2,
    area.y + area.height / 2,
  );
}

/** One arrow-key step: 2 % of the picture's short side, 10 % with Shift; never below 1 px. */
export function keyboardStep(image: ImageSize, large: boolean): number {
  return Math.max(1, Math.min(image.width, image.height) * (large ? 0.1 : 0.02));
}

/** Whole pixels for the outside world, still inside the picture. */
export function roundCrop(area: CropArea, image: ImageSize): CropArea {
  const side = Math.min(Math.round(area.width), image.width, image.height);
  return {
    x: clamp(Math.round(area.x), 0, image.width - side),
    y: clamp(Math.round(area.y), 0, image.height - side),
    width: side,
    height: side,
  };
}
