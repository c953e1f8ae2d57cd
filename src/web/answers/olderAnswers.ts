import type { AnswerElement, AnswerEntry, OlderAnswer } from "../../domain/answers";
import { translate } from "../../domain/languages";
import type { FormElement } from "../../domain/site/forms";
import { LEGACY_SOURCE_PREFIX } from "../../modules/legacy/answerRules";
import { builtInElement, formOf, rsvpOf, type BuiltIn, type LegacyLanguage } from "../../modules/legacy/convertForms";
import type { LegacySiteDocument } from "../../modules/legacy/document";
import { LEGACY_FORM_TEXTS } from "../../modules/legacy/texts";
import type { SiteModule } from "../../modules/siteModule";
import type { OlderAnswerKind } from "../api/answers";

/**
 * The older answers (legacy RSVP persons and speech sign-ups, decision 054) as the overview's
 * entries (decision 060). A legacy site's forms are read as the conversion makes them
 * (decision 056), so its columns are the same before and after: the built-in fields under
 * their legacy names (Förnamn, Efternamn, Kommer du?, Telefon, E-post), then the owner's
 * questions by id.
 */

const BUILT_INS: Record<OlderAnswerKind, BuiltIn[]> = {
  rsvp: ["firstName", "lastName", "weddingYesOrNo", "phone", "mail"],
  speech: ["firstName", "lastName", "phone", "mail"],
};

/** A legacy site's RSVP3 and Speech2 modules as the Rsvp and Form modules they convert to. */
export function legacyFormModules(document: LegacySiteDocument): SiteModule[] {
  return document.modules.flatMap((module): SiteModule[] => (module.module === "RSVP3" ? [rsvpOf(module, document.language)] : module.module === "Speech2" ? [formOf(module, document.language)] : []));
}

/** The site's language for the built-in labels: a converted site's first; the legacy languages only. */
export function olderAnswerLanguage(language: string | undefined): LegacyLanguage {
  return language && language in LEGACY_FORM_TEXTS ? (language as LegacyLanguage) : "sv";
}

const elementsOf = (module: SiteModule | undefined): FormElement[] => (module && (module.siteModuleType === "Rsvp" || module.siteModuleType === "Form") ? module.form.formElements : []);

/**
 * Which older lists a site in the newer shape needs: a converted form carries the legacy
 * built-in fields' ids (decision 056), and only one that has answers can hold older ones. A
 * site that never was legacy asks for neither, so the overview's list calls stay two.
 */
export function convertedFormsWithAnswers(modules: readonly SiteModule[], formsWithAnswers: readonly string[]): Record<OlderAnswerKind, boolean> {
  const converted = (type: SiteModule["siteModuleType"], builtIn: BuiltIn) =>
    modules.some((module) => module.siteModuleType === type && formsWithAnswers.includes(module.id) && elementsOf(module).some((element) => element.id === builtIn));
  return { rsvp: converted("Rsvp", "weddingYesOrNo"), speech: converted("Form", "firstName") };
}

/** A built-in field's answer, under the form's element of that id, or as the conversion names it when the form has none. */
function builtInAnswer(name: BuiltIn, answer: OlderAnswer, elements: FormElement[], language: LegacyLanguage): AnswerElement {
  const original = builtInElement(name, name, language);
  const formElement = elements.find((element) => element.id === name) ?? original;
  if (name !== "weddingYesOrNo") return { formElement, value: answer[name], selectedOption: null };
  const chosen = [...formElement.options, ...original.options].find((option) => option.id === answer.weddingYesOrNo);
  return { formElement, value: chosen ? translate(chosen.text, language) : "", selectedOption: chosen ?? null };
}

/** An owner's question as it was asked (its stored label); a radio answer names its option by label, matched to the form's option of that text. */
function questionAnswer(value: OlderAnswer["customValues"][number], elements: FormElement[], language: LegacyLanguage): AnswerElement {
  const current = elements.find((element) => element.id === value.id);
  const formElementType = value.type === "RadioGroup" ? "SingleSelect" : "ShortText";
  const base: FormElement = current?.formElementType === formElementType ? current : { id: value.id, formElementType, label: {}, required: false, options: [], showConditions: [] };
  const formElement = { ...base, label: { [language]: value.label } };
  if (formElementType === "ShortText" || value.value === "") return { formElement, value: value.value, selectedOption: null };
  const option = formElement.options.find((candidate) => translate(candidate.text, language) === value.value);
  return { formElement, value: value.value, selectedOption: option ?? { id: `label:${value.value}`, text: { [language]: value.value } } };
}

/** Older answers as entries of the form their source names (a removed form when the site has no such module). */
export function olderAnswerEntries(answers: readonly OlderAnswer[], kind: OlderAnswerKind, modules: readonly SiteModule[], language: LegacyLanguage): AnswerEntry[] {
  return answers.map((answer) => {
    const formId = answer.source.startsWith(LEGACY_SOURCE_PREFIX) ? answer.source.slice(LEGACY_SOURCE_PREFIX.length) : answer.source;
    const module = modules.find((candidate) => candidate.id === formId);
    const elements = elementsOf(module);
    return {
      _id: answer._id,
      createdAt: answer.registered.date,
      language,
      groupIdentifier: answer.groupId,
      formId,
      formTitle: module ? translate(module.title, language) : "",
      formElements: [...BUILT_INS[kind].map((name) => builtInAnswer(name, answer, elements, language)), ...answer.customValues.map((value) => questionAnswer(value, elements, language))],
      older: true,
    };
  });
}
