import type { GuestOnlyDefinition } from "../../moduleDefinition";
import type { Rsvp3Module } from "../guestModules";
import Rsvp3View from "./view";

/** A legacy site's RSVP, drawn by its own view. */
export const rsvp3Definition: GuestOnlyDefinition<"RSVP3", Rsvp3Module> = { type: "RSVP3", folder: "rsvp3", view: Rsvp3View, island: true };
