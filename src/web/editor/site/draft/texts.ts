import type { UiLanguage } from "../../../../domain/languages";

/** The kept draft's offer on opening the editor; sv is the reference. */
export const DRAFT_TEXTS = {
  sv: {
    offer: "Du har ändringar som inte sparades, senast ändrade {time}.",
    staleOffer: "Du har ändringar som inte sparades, senast ändrade {time}. Sidan har sparats sedan dess, kanske i en annan flik: återställer du ändringarna och sparar, ersätter de det som sparades då.",
    restore: "Återställ ändringarna",
    discard: "Släng dem",
  },
  en: {
    offer: "You have changes that were not saved, last changed {time}.",
    staleOffer: "You have changes that were not saved, last changed {time}. The page has been saved since, perhaps in another tab: if you restore these changes and save, they replace what was saved then.",
    restore: "Restore the changes",
    discard: "Discard them",
  },
  da: {
    offer: "Du har ændringer, der ikke blev gemt, senest ændret {time}.",
    staleOffer: "Du har ændringer, der ikke blev gemt, senest ændret {time}. Siden er blevet gemt siden da, måske i en anden fane: gendanner du ændringerne og gemmer, erstatter de det, der blev gemt dengang.",
    restore: "Gendan ændringerne",
    discard: "Kassér dem",
  },
} satisfies Record<UiLanguage, Record<string, string>>;
