import { centerCrop, makeAspectCrop, type PercentCrop } from "react-image-crop";

/** The crop formats offered (spec 2: free, 16:9, 3:2, 4:3, 3:4, 1:1); free has no ratio. */
export const ASPECTS = [
  { id: "free", ratio: undefined },
  { id: "16:9", ratio: 16 / 9 },
  { id: "3:2", ratio: 3 / 2 },
  { id: "4:3", ratio: 4 / 3 },
  { id: "3:4", ratio: 3 / 4 },
  { id: "1:1", ratio: 1 },
] as const;

export type AspectId = (typeof ASPECTS)[number]["id"];

/**
 * The crop a format starts with (spec 2): 90 % of the width, centred; with a ratio the
 * height follows it, shrunk to fit a tall enough crop inside the image.
 */
export function initialCrop(ratio: number | undefined, width: number, height: number): PercentCrop {
  const start = ratio ? makeAspectCrop({ unit: "%", width: 90 }, ratio, width, height) : ({ unit: "%", width: 90, height: 90 } as const);
  return centerCrop(start, width, height);
}
