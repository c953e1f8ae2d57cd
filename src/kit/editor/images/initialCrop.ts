import { centerCrop, makeAspectCrop, type PercentCrop } from "react-image-crop";

/**
 * The crop a format starts with (spec 2): 90 % of the width, centred; with a ratio the
 * height follows it, shrunk to fit a tall enough crop inside the image.
 */
export function initialCrop(ratio: number | undefined, width: number, height: number): PercentCrop {
  const start = ratio ? makeAspectCrop({ unit: "%", width: 90 }, ratio, width, height) : ({ unit: "%", width: 90, height: 90 } as const);
  return centerCrop(start, width, height);
}
