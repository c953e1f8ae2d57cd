import { z } from "zod";
import { moduleBase } from "../../domain/site/common";

/** A datetime-local value (YYYY-MM-DDTHH:mm) between 1900-01-01 and 2099-01-01. */
export const countdownDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  .refine((value) => value >= "1900-01-01T00:00" && value <= "2099-01-01T00:00", "outside 1900-01-01 to 2099-01-01");

export const countdownModule = z.object({
  ...moduleBase,
  siteModuleType: z.literal("Countdown"),
  countdownDate: countdownDate.nullable().default(null),
});
export type CountdownModule = z.infer<typeof countdownModule>;
