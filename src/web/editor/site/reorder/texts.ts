import type { UiLanguage } from "../../../../domain/languages";

/** What the grip is called and what a screen reader hears while a module is moved; sv is the reference. */
export const REORDER_TEXTS = {
  sv: {
    grip: "Flytta {module}",
    roleDescription: "flyttbar",
    instructions: "Tryck på mellanslag för att lyfta modulen. Flytta den med pil upp och pil ner, släpp den med mellanslag eller avbryt med Escape.",
    pickedUp: "{module} är lyft, på plats {position} av {count}.",
    over: "{module} flyttas till plats {position} av {count}.",
    dropped: "{module} släpptes på plats {position} av {count}.",
    cancelled: "Flytten avbröts. {module} ligger kvar på plats {position} av {count}.",
  },
  en: {
    grip: "Move {module}",
    roleDescription: "movable",
    instructions: "Press space to pick up the module. Move it with the up and down arrows, drop it with space or cancel with Escape.",
    pickedUp: "Picked up {module}, in place {position} of {count}.",
    over: "{module} moves to place {position} of {count}.",
    dropped: "{module} was dropped in place {position} of {count}.",
    cancelled: "Moving was cancelled. {module} stays in place {position} of {count}.",
  },
  da: {
    grip: "Flyt {module}",
    roleDescription: "flytbar",
    instructions: "Tryk på mellemrum for at løfte modulet. Flyt det med pil op og pil ned, slip det med mellemrum, eller annuller med Escape.",
    pickedUp: "{module} er løftet, på plads {position} af {count}.",
    over: "{module} flyttes til plads {position} af {count}.",
    dropped: "{module} blev sluppet på plads {position} af {count}.",
    cancelled: "Flytningen blev annulleret. {module} bliver på plads {position} af {count}.",
  },
} satisfies Record<UiLanguage, Record<string, string>>;

export type ReorderTexts = (typeof REORDER_TEXTS)["sv"];
