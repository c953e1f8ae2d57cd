import { brandTexts } from "../brandWords";

/** The last day to reply has passed: whom to ask, in the brand's words (the refusal and the household's RSVP). */
export const REPLY_CLOSED_TEXTS = brandTexts<string>((words) => ({
  sv: `Sista dagen att svara har passerat. Hör av er till ${words.sv.hosts} om något har ändrats.`,
  en: `The last day to reply has passed. Please contact ${words.en.hosts} if something has changed.`,
  da: `Sidste frist for at svare er overskredet. Kontakt ${words.da.hosts}, hvis noget har ændret sig.`,
}));
