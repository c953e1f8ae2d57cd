/** A rectangle in whole pixels of an image. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A crop as the crop view keeps it: each value a percentage of the image's width or height. */
export type PercentCropArea = CropArea;

interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The crop the owner asked for, rounded to whole pixels and kept within the image (spec 2,
 * Image upload and crop). Null when nothing of it lies inside the image, or when it has no
 * size to begin with.
 */
export function clampCrop(crop: CropArea, image: Size): CropArea | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite) || crop.width <= 0 || crop.height <= 0) return null;
  const left = clamp(Math.round(crop.x), image.width);
  const top = clamp(Math.round(crop.y), image.height);
  const right = clamp(Math.round(crop.x + crop.width), image.width);
  const bottom = clamp(Math.round(crop.y + crop.height), image.height);
  if (right <= left || bottom <= top) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A percentage crop in whole pixels of the image's natural size, clamped: what the crop call
 * takes, whatever size the image was shown at. Null when it has no size.
 */
export function percentCropToPixels(crop: PercentCropArea, natural: Size): CropArea | null {
  return clampCrop(
    {
      x: (crop.x / 100) * natural.width,
      y: (crop.y / 100) * natural.height,
      width: (crop.width / 100) * natural.width,
      height: (crop.height / 100) * natural.height,
    },
    natural,
  );
}
