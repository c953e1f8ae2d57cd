import type { ComponentType } from "react";
import type { GuestModuleOf, GuestModuleType } from "./guestDocument";
import { MODULES } from "./registry";

/** The guest view of every module type, the legacy RSVP and speech forms included. */
export const MODULE_VIEWS = MODULES.views as { [T in GuestModuleType]: ComponentType<{ module: GuestModuleOf<T> }> };
