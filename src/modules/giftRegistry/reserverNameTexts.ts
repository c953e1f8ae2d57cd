import { brandTexts } from "../../domain/brandWords";

/** The reservation's optional name field, in the brand's words for who will read it. */
export const RESERVER_NAME_TEXTS = brandTexts((words) => ({
  sv: { label: `Ditt namn (visas bara för ${words.sv.hosts})` },
  en: { label: `Your name (shown only to ${words.en.hosts})` },
  da: { label: `Dit navn (vises kun for ${words.da.hosts})` },
}));
