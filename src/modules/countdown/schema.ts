import { z } from "zod";
import { moduleBase } from "../../domain/site/common";

/** The range a countdown date may take (spec 3, section 5), as datetime-local values. */
export const COUNTDOWN_DATE_RANGE = { min: "1900-01-01T00:00", max: "2099-01-01T00:00" } as const;
export const COUNTDOWN_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local value (YYYY-MM-DDTHH:mm) between 1900-01-01 and 2099-01-01. */
export const countdownDate = z
  .string()
  .regex(COUNTDOWN_DATE_FORMAT)
  .refine((value) => value >= COUNTDOWN_DATE_RANGE.min && value <= COUNTDOWN_DATE_RANGE.max, "outside 1900-01-01 to 2099-01-01");

/** Unit words the owner wrote (the legacy countdown's textDays…), shown as written for every number. */
const unitLabel = z.string().max(100);
export const countdownUnitLabels = z.object({ days: unitLabel, hours: unitLabel, minutes: unitLabel, seconds: unitLabel });
export type CountdownUnitLabels = z.infer<typeof countdownUnitLabels>;

export const countdownModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Countdown"),
  countdownDate: countdownDate.nullable().default(null),
  /** Absent: the words of the site's language, singular for 1 (a legacy countdown brings its own). */
  unitLabels: countdownUnitLabels.optional(),
});
export type CountdownModule = z.infer<typeof countdownModule>;
