import type { FormElement } from "../../domain/site/forms";
import type { ModuleOf } from "../siteModule";
import type { LegacyModuleOf } from "./document";
import { RSVP3_DEFAULTS, SPEECH2_DEFAULTS } from "./formDefaults";
import { moduleBase, textIn } from "./newerModules";
import { rsvp3Elements, speech2Elements } from "./questions";
import { LEGACY_NEW_OPTION_LABEL, LEGACY_RADIO_GROUP_LABEL, LEGACY_TEXT_FIELD_LABEL } from "./rsvpProperties";
import { LEGACY_FORM_TEXTS } from "./texts";

/**
 * RSVP3 as the newer Rsvp module and Speech2 as a Form: the legacy form's built-in fields
 * become form elements ahead of the owner's questions, in the order the legacy form shows
 * them, and every text the legacy view fell back on is written out, so guests read the same
 * words. The ids are kept: the older answers' sources still name the module.
 */
export type LegacyLanguage = keyof typeof LEGACY_FORM_TEXTS;
export type BuiltIn = "firstName" | "lastName" | "weddingYesOrNo" | "phone" | "mail";

/** The answers overview counts a guest as coming by this question's Ja/Nej (src/domain/attendance.ts). */
export function builtInElement(name: BuiltIn, id: string, language: LegacyLanguage): FormElement {
  const texts = LEGACY_FORM_TEXTS[language];
  if (name === "weddingYesOrNo") {
    const options = [{ id: "yes", text: { [language]: texts.yes } }, { id: "no", text: { [language]: texts.no } }];
    return { id, formElementType: "SingleSelect", label: { [language]: texts.attending }, required: true, options, showConditions: [] };
  }
  const required = name === "firstName" || name === "lastName";
  return { id, formElementType: "ShortText", label: { [language]: texts[name] }, required, options: [], showConditions: [] };
}

/** The built-in fields, each under its legacy field name unless one of the owner's questions already has that id. */
function builtInElements(names: BuiltIn[], questions: FormElement[], language: LegacyLanguage): FormElement[] {
  const taken = new Set(questions.map((question) => question.id));
  return names.map((name) => {
    let id: string = name;
    for (let n = 2; taken.has(id); n++) id = `${name}-${n}`;
    taken.add(id);
    return builtInElement(name, id, language);
  });
}

const blank = (text: Record<string, string>, language: string) => !text[language]?.trim();

/**
 * The newer form needs a text for every question and answer (spec 3, section 5); a legacy one
 * left blank gets the legacy editor's own default for a new field, as the owner first saw it.
 */
function labelled(element: FormElement, language: string): FormElement {
  const fallback = element.formElementType === "ShortText" ? LEGACY_TEXT_FIELD_LABEL : LEGACY_RADIO_GROUP_LABEL;
  return {
    ...element,
    label: blank(element.label, language) ? { [language]: fallback } : element.label,
    options: element.options.map((option) => (blank(option.text, language) ? { ...option, text: { [language]: LEGACY_NEW_OPTION_LABEL } } : option)),
  };
}

const withBuiltIns = (names: BuiltIn[], questions: FormElement[], language: LegacyLanguage) => ({
  formElements: [...builtInElements(names, questions, language), ...questions.map((question) => labelled(question, language))],
});

export function rsvpOf(module: LegacyModuleOf<"RSVP3">, language: LegacyLanguage): ModuleOf<"Rsvp"> {
  const texts = LEGACY_FORM_TEXTS[language];
  const { properties } = module;
  const text = (value: string) => textIn(language, value);
  return {
    ...moduleBase(module, language),
    siteModuleType: "Rsvp",
    text: text(properties.text),
    selectNumberOfGuestsText: text(properties.chooseNumberOfPersonsText || texts.chooseNumberOfPersons),
    sendButton: text(properties.sendButton || texts.send),
    // With one person the legacy form starts at its "OSA" button.
    oneGuestRsvpButton: text(texts.rsvpButton),
    maxNumberOfGuests: properties.maxNumberOfPersons,
    form: withBuiltIns(["firstName", "lastName", "weddingYesOrNo", "phone", "mail"], rsvp3Elements(properties, language), language),
    confirmationTitle: text(properties.confirmationTitle || RSVP3_DEFAULTS.confirmationTitle),
    confirmationText: text(properties.confirmationText || RSVP3_DEFAULTS.confirmationText),
    guestIndexTitle: text(properties.personTitle || texts.person),
  };
}

export function formOf(module: LegacyModuleOf<"Speech2">, language: LegacyLanguage): ModuleOf<"Form"> {
  const texts = LEGACY_FORM_TEXTS[language];
  const { properties } = module;
  const text = (value: string) => textIn(language, value);
  return {
    ...moduleBase(module, language),
    siteModuleType: "Form",
    text: text(properties.text),
    showFormButton: text(properties.showFormButton || texts.showSpeechForm),
    sendButton: text(properties.sendButton || texts.send),
    form: withBuiltIns(["firstName", "lastName", "phone", "mail"], speech2Elements(properties, language), language),
    confirmationTitle: text(properties.confirmationTitle || texts.thanks),
    confirmationText: text(properties.confirmationText || SPEECH2_DEFAULTS.confirmationText),
  };
}
