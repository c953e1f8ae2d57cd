import { brandTexts } from "../../domain/brandWords";

/** The note atop Visa OSA for a role that reads only (decision 101), one whole sentence per role; sv is the reference. */
export const READ_ONLY_TEXTS = brandTexts((words) => ({
  sv: {
    toastmaster: `Du ser svaren och gästlistan som toastmaster. Ändringar görs av ${words.sv.hosts}.`,
    helper: `Du ser svaren som hjälpreda. Ändringar görs av ${words.sv.hosts}.`,
  },
  en: {
    toastmaster: `You see the answers and the guest list as a toastmaster. Changes are made by ${words.en.hosts}.`,
    helper: `You see the answers as a helper. Changes are made by ${words.en.hosts}.`,
  },
  da: {
    toastmaster: `Du ser svarene og gæstelisten som toastmaster. Ændringer foretages af ${words.da.hosts}.`,
    helper: `Du ser svarene som hjælper. Ændringer foretages af ${words.da.hosts}.`,
  },
}));
