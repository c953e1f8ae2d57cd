import type { UiLanguage } from "../../../domain/languages";
import type { GuestModule } from "../../../modules/guestDocument";

const LABEL: Record<UiLanguage, string> = { sv: "Exempelfoton:", en: "Sample photos:", da: "Eksempelfotos:" };

/** Every credit of an image in the value (a module, its lists, their items), depth first. */
function* creditsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* creditsIn(item);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.fileName === "string" && typeof record.credit === "string") yield record.credit;
    else for (const item of Object.values(record)) yield* creditsIn(item);
  }
}

/**
 * The footer's line naming the starter photos still on the page (their authors and licences,
 * each once), or null when there are none: shown modules only, so a photo hidden or replaced
 * takes its credit with it.
 */
export function photoCredits(modules: readonly GuestModule[], language: UiLanguage): string | null {
  const credits = [...new Set(modules.filter((module) => !module.hide).flatMap((module) => [...creditsIn(module)]))];
  return credits.length ? `${LABEL[language]} ${credits.join(", ")}` : null;
}
