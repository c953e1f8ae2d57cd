/** The crop formats offered for site and card images (spec 2 and 3: free, 16:9, 3:2, 4:3, 3:4, 1:1); free has no ratio. */
export const CROP_ASPECTS = [
  { id: "free", ratio: undefined },
  { id: "16:9", ratio: 16 / 9 },
  { id: "3:2", ratio: 3 / 2 },
  { id: "4:3", ratio: 4 / 3 },
  { id: "3:4", ratio: 3 / 4 },
  { id: "1:1", ratio: 1 },
] as const;

export type CropAspectId = (typeof CROP_ASPECTS)[number]["id"];

/** A rectangle in whole pixels of an image. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

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
 * Turns a crop in percentages of the image's width and height into whole pixels of its natural size,
 * clamped: what the crop call takes, whatever size the image was shown at. Null when it has no size.
 */
export function percentCropToPixels(crop: CropArea, natural: Size): CropArea | null {
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
