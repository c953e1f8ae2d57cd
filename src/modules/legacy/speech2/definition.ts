import type { GuestOnlyDefinition } from "../../moduleDefinition";
import type { Speech2Module } from "../guestModules";
import Speech2View from "./view";

/** A legacy site's speech sign-up, drawn by its own view. */
export const speech2Definition: GuestOnlyDefinition<"Speech2", Speech2Module> = { type: "Speech2", folder: "speech2", view: Speech2View, island: true };
