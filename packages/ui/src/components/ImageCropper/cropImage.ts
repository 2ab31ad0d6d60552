import type { CropArea } from './cropArea';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The picture could not be loaded: ${src.slice(0, 40)}`));
    image.src = src;
  });
}

/**
 * Cuts the crop out of the picture and scales it to `size` × `size` px (never up): a JPEG data
 * URL, as the registration sends the profile picture (base64). Runs in the browser only.
 */
export async function cropImage(src: string, area: CropArea, size = 1080): Promise<string> {
  const image = await loadImage(src);
  const side = Math.min(size, area.width);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw on a canvas.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}
