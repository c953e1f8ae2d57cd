import type { SeatingPrintTexts } from "./texts";

/** A table named by a number only ("4") is printed with the word for table ("Bord 4"); any other name as the couple wrote it. */
export const tableLabel = (name: string, texts: Pick<SeatingPrintTexts, "table">) => (/^\d+$/.test(name.trim()) ? `${texts.table} ${name.trim()}` : name);
