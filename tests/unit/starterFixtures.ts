import { optionAttendance } from "../../src/domain/attendance";
import { ISO_639_1 } from "../../src/domain/site/siteLanguages";
import { STARTER_IMAGE_NAMES, type StarterImages } from "../../src/modules/starter/images";
import type { SiteDocument } from "../../src/modules/siteDocument";
import type { ModuleOf, SiteModuleType } from "../../src/modules/siteModule";

/** Starter images as the server stores them: one per name, marked as demo pictures. */
export const IMAGES = Object.fromEntries(
  STARTER_IMAGE_NAMES.map((name) => [name, { path: "/images/starter/", fileName: `${name}.jpg`, sizes: [{ fileName: `${name}-800.jpg`, size: 800 }], isDemoImage: true }]),
) as StarterImages;

/** 10:00 on 23 November 2026 in Stockholm: six months ahead is 23 May 2027. */
export const NOW = new Date("2026-11-23T09:00:00Z");

/** Spec 3 §5's yes/no rule, as the answers overview applies it, read in one language. */
export function classify(text: string | undefined): "yes" | "no" | null {
  const attendance = optionAttendance({ only: text ?? "" });
  return attendance === "coming" ? "yes" : attendance === "notComing" ? "no" : null;
}

export const modulesOf = <T extends SiteModuleType>(document: SiteDocument, type: T) =>
  document.siteModules.filter((module): module is ModuleOf<T> => module.siteModuleType === type);

export const moduleOf = <T extends SiteModuleType>(document: SiteDocument, type: T): ModuleOf<T> => {
  const [module, ...more] = modulesOf(document, type);
  if (!module || more.length) throw new Error(`expected one ${type} module, found ${modulesOf(document, type).length}`);
  return module;
};

/** The RSVP question whose two answers the yes/no rule reads as yes and no in `language`. */
export function attendingQuestion(document: SiteDocument, language: string) {
  const questions = moduleOf(document, "Rsvp").form.formElements.filter((element) => {
    const kinds = element.options.map((option) => classify(option.text[language]));
    return kinds.includes("yes") && kinds.includes("no");
  });
  if (questions.length !== 1) throw new Error(`expected one attending question in ${language}, found ${questions.length}`);
  const question = questions[0]!;
  return { question, yes: question.options.find((option) => classify(option.text[language]) === "yes")!, no: question.options.find((option) => classify(option.text[language]) === "no")! };
}

const LANGUAGE_CODES: ReadonlySet<string> = new Set(ISO_639_1);

/** Every translated text of a document (a record of language → text, or an empty one), with where it is. */
export function translatedTexts(value: unknown, path = "document"): { path: string; texts: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => translatedTexts(item, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const entries = Object.entries(value);
  if (entries.length === 0 || entries.every(([key, text]) => LANGUAGE_CODES.has(key) && typeof text === "string")) return [{ path, texts: value as Record<string, unknown> }];
  return entries.flatMap(([key, item]) => translatedTexts(item, `${path}.${key}`));
}

/** The texts in a language that are missing or blank, by where they are. */
export function missingTexts(document: SiteDocument, languages: readonly string[]): string[] {
  return translatedTexts(document.siteModules, "siteModules").flatMap(({ path, texts }) =>
    languages.filter((language) => typeof texts[language] !== "string" || !(texts[language] as string).trim()).map((language) => `${path} (${language})`),
  );
}
