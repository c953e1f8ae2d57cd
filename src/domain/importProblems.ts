import type { UiLanguage } from "./languages";

/**
 * What an owner reads about a refused import (decision 086): the kinds of problem, each a clear
 * text in the owner's language. The server names the kind and its values; the report's
 * developer line (`path: message`) stays in the answer's `message` for the command and support.
 */
export type ImportProblemKind =
  | "notJson"
  | "notADocument"
  | "newerShape"
  | "documentTooLarge"
  | "noDocument"
  | "fileMissing"
  | "fileTwice"
  | "tooManyFiles"
  | "imageUnreadable"
  | "imageTooLarge"
  | "imagesTooMuch"
  | "content";

export interface ImportProblem {
  /** Where in the document (or upload) the problem is, as the report's line names it. */
  field: string;
  kind: ImportProblemKind;
  /** The file name for the file problems, the limit for the bounds. */
  value?: string;
}

type Texts = Record<ImportProblemKind, (value: string, field: string) => string>;

const TEXTS: Record<UiLanguage, Texts> = {
  sv: {
    notJson: () => "Filen är ingen sida från den äldre tjänsten: den går inte att läsa som JSON. Välj filen du fick när sidan exporterades.",
    notADocument: () => "Filen innehåller ingen sida. Välj filen du fick när sidan exporterades.",
    newerShape: () => "Filen är en sida i det nya formatet. Här importeras bara sidor från den äldre tjänsten.",
    documentTooLarge: (value) => `Filen är för stor (högst ${value} MB).`,
    noDocument: () => "Välj sidans fil (JSON) först.",
    fileMissing: (value) => `Bilden ${value} saknas. Välj den också bland bilderna och importera igen.`,
    fileTwice: (value) => `Bilden ${value} är vald två gånger. Välj den en gång.`,
    tooManyFiles: (value) => `Välj högst ${value} bilder.`,
    imageUnreadable: (value) => `Bilden ${value} går inte att läsa. Välj en JPEG-, PNG-, WebP- eller AVIF-bild.`,
    imageTooLarge: (value) => `Bilden ${value} är för stor. Förminska den och importera igen.`,
    imagesTooMuch: (value) => `Bilderna blir för mycket att spara på en gång (högst ${value} MB). Välj färre eller mindre bilder.`,
    content: (_value, field) => `Något i filens innehåll stämmer inte (${field}). Filen kan ha ändrats efter exporten: exportera den igen, eller kontakta oss så hjälper vi dig.`,
  },
  en: {
    notJson: () => "The file is not a site from the older service: it cannot be read as JSON. Choose the file you got when the site was exported.",
    notADocument: () => "The file holds no site. Choose the file you got when the site was exported.",
    newerShape: () => "The file is a site in the new format. Only sites from the older service are imported here.",
    documentTooLarge: (value) => `The file is too large (at most ${value} MB).`,
    noDocument: () => "Choose the site's file (JSON) first.",
    fileMissing: (value) => `The image ${value} is missing. Choose it among the images too and import again.`,
    fileTwice: (value) => `The image ${value} is chosen twice. Choose it once.`,
    tooManyFiles: (value) => `Choose at most ${value} images.`,
    imageUnreadable: (value) => `The image ${value} cannot be read. Choose a JPEG, PNG, WebP or AVIF image.`,
    imageTooLarge: (value) => `The image ${value} is too large. Make it smaller and import again.`,
    imagesTooMuch: (value) => `The images are too much to store at once (at most ${value} MB). Choose fewer or smaller images.`,
    content: (_value, field) => `Something in the file's content is not right (${field}). The file may have been changed after the export: export it again, or contact us and we will help you.`,
  },
  da: {
    notJson: () => "Filen er ikke en side fra den ældre tjeneste: den kan ikke læses som JSON. Vælg den fil, du fik, da siden blev eksporteret.",
    notADocument: () => "Filen indeholder ingen side. Vælg den fil, du fik, da siden blev eksporteret.",
    newerShape: () => "Filen er en side i det nye format. Her importeres kun sider fra den ældre tjeneste.",
    documentTooLarge: (value) => `Filen er for stor (højst ${value} MB).`,
    noDocument: () => "Vælg sidens fil (JSON) først.",
    fileMissing: (value) => `Billedet ${value} mangler. Vælg det også blandt billederne, og importér igen.`,
    fileTwice: (value) => `Billedet ${value} er valgt to gange. Vælg det én gang.`,
    tooManyFiles: (value) => `Vælg højst ${value} billeder.`,
    imageUnreadable: (value) => `Billedet ${value} kan ikke læses. Vælg et JPEG-, PNG-, WebP- eller AVIF-billede.`,
    imageTooLarge: (value) => `Billedet ${value} er for stort. Gør det mindre, og importér igen.`,
    imagesTooMuch: (value) => `Billederne fylder for meget at gemme på én gang (højst ${value} MB). Vælg færre eller mindre billeder.`,
    content: (_value, field) => `Noget i filens indhold stemmer ikke (${field}). Filen kan være ændret efter eksporten: eksportér den igen, eller kontakt os, så hjælper vi dig.`,
  },
};

const textOf = (problem: ImportProblem, language: UiLanguage): string => TEXTS[language][problem.kind](problem.value ?? "", problem.field);

/**
 * The owner's report of a refused import, one line a problem, in their language; the problems
 * with the file's content, which the owner cannot fix one by one, are one line naming where they are.
 */
export function importReport(problems: readonly ImportProblem[], language: UiLanguage): string[] {
  const content = problems.filter((problem) => problem.kind === "content");
  const others = problems.filter((problem) => problem.kind !== "content");
  const lines = others.map((problem) => textOf(problem, language));
  if (content.length) lines.push(textOf({ kind: "content", field: content.map((problem) => problem.field).join(", ") }, language));
  return [...new Set(lines)];
}
