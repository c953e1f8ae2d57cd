import type { TranslatedTextValue } from "../domain/site/common";
import { ERROR_TEXTS, type ErrorResponse } from "../domain/errors";
import { UI_LANGUAGES, type UiLanguage } from "../domain/languages";
import { languageNameInText } from "../domain/site/languageNames";
import { siteLanguageCodes } from "../domain/site/siteLanguages";
import { MODULE_CHOICE_TEXTS } from "./moduleChoices";
import type { SiteDocument } from "./siteDocument";

/**
 * Spec 3, section 5: form question labels and answer option texts are required in every site
 * language. One rule for the editor's Save (a convenience) and the server's save (the rule).
 */
export interface MissingFormText {
  /** The field's path in the document, as a 422's `fields` names it. */
  path: string;
  moduleType: "Form" | "Rsvp";
  moduleTitle: string;
  questionNumber: number;
  question: string;
  /** Set for an answer option's text; absent for the question's label. */
  answer?: { number: number; text: string };
  languages: string[];
}

const isEmpty = (text: TranslatedTextValue, language: string) => !text[language]?.trim();

/** A text as the owner knows it: in the main language, else in any language it has. */
const knownAs = (text: TranslatedTextValue, main: string) => (text[main]?.trim() || Object.values(text).find((value) => value.trim())?.trim()) ?? "";

export function missingFormTexts(document: Pick<SiteDocument, "language" | "availableLanguages" | "siteModules">): MissingFormText[] {
  const languages = siteLanguageCodes(document);
  const missingIn = (text: TranslatedTextValue) => languages.filter((language) => isEmpty(text, language));
  const missing: MissingFormText[] = [];
  document.siteModules.forEach((module, moduleIndex) => {
    if (module.siteModuleType !== "Form" && module.siteModuleType !== "Rsvp") return;
    const where = { moduleType: module.siteModuleType, moduleTitle: knownAs(module.title, document.language) };
    module.form.formElements.forEach((element, elementIndex) => {
      const path = `siteModules.${moduleIndex}.form.formElements.${elementIndex}`;
      const question = { questionNumber: elementIndex + 1, question: knownAs(element.label, document.language) };
      const label = missingIn(element.label);
      if (label.length > 0) missing.push({ path: `${path}.label`, ...where, ...question, languages: label });
      element.options.forEach((option, optionIndex) => {
        const text = missingIn(option.text);
        const answer = { number: optionIndex + 1, text: knownAs(option.text, document.language) };
        if (text.length > 0) missing.push({ path: `${path}.options.${optionIndex}.text`, ...where, ...question, answer, languages: text });
      });
    });
  });
  return missing;
}

const TEXTS: Record<UiLanguage, { quote: (text: string) => string; question: string; answer: string; unnamed: string; more: string }> = {
  sv: {
    quote: (text) => `”${text}”`,
    question: "Frågan {question} i {module} saknar text på {languages}.",
    answer: "Svaret {answer} på frågan {question} i {module} saknar text på {languages}.",
    unnamed: "nummer {number}",
    more: "Och {count} till.",
  },
  en: {
    quote: (text) => `“${text}”`,
    question: "The question {question} in {module} has no text in {languages}.",
    answer: "The answer {answer} to the question {question} in {module} has no text in {languages}.",
    unnamed: "number {number}",
    more: "And {count} more.",
  },
  da: {
    quote: (text) => `»${text}«`,
    question: "Spørgsmålet {question} i {module} mangler tekst på {languages}.",
    answer: "Svaret {answer} på spørgsmålet {question} i {module} mangler tekst på {languages}.",
    unnamed: "nummer {number}",
    more: "Og {count} mere.",
  },
};

/** Spelled out in the owner's language, naming the module, the question, the answer and the languages. */
function describe(missing: MissingFormText, uiLanguage: UiLanguage): string {
  const texts = TEXTS[uiLanguage];
  const named = (text: string, number: number) => (text ? texts.quote(text) : texts.unnamed.replace("{number}", String(number)));
  const values: Record<string, string> = {
    module: texts.quote(missing.moduleTitle || MODULE_CHOICE_TEXTS[uiLanguage][missing.moduleType].name),
    question: named(missing.question, missing.questionNumber),
    answer: missing.answer ? named(missing.answer.text, missing.answer.number) : "",
    languages: new Intl.ListFormat(uiLanguage, { type: "conjunction" }).format(missing.languages.map((code) => languageNameInText(code, uiLanguage))),
  };
  return (missing.answer ? texts.answer : texts.question).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
}

/** Enough to find the first few; the rest follow once those are written. */
const MAX_NAMED = 5;

/** The refusal, in the error shape both sides show: the description names what is missing in sv, en and da. */
export function missingFormTextsError(missing: readonly MissingFormText[]): ErrorResponse {
  const described = (uiLanguage: UiLanguage) => {
    const more = missing.length > MAX_NAMED ? [TEXTS[uiLanguage].more.replace("{count}", String(missing.length - MAX_NAMED))] : [];
    return [ERROR_TEXTS.formTextMissing[uiLanguage], ...missing.slice(0, MAX_NAMED).map((each) => describe(each, uiLanguage)), ...more].join(" ");
  };
  return {
    isErrorResponse: true,
    errorDescription: Object.fromEntries(UI_LANGUAGES.map((uiLanguage) => [uiLanguage, described(uiLanguage)])) as Record<UiLanguage, string>,
    message: `Form texts missing in a site language: ${missing.map((each) => `${each.path} (${each.languages.join(", ")})`).join("; ")}`,
    fields: missing.map((each) => each.path),
  };
}
