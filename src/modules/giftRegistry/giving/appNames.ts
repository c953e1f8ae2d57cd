import type { GivingApp } from "./payeeNumbers";

/** The apps' own names, the same in every language. */
export const APP_NAMES: Record<GivingApp, string> = { swish: "Swish", mobilepay: "MobilePay" };
