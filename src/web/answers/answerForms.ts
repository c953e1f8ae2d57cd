import type { AnswerEntry } from "../../domain/answers";
import { translate } from "../../domain/languages";
import type { FormElement } from "../../domain/site/forms";
import type { SiteModule } from "../../modules/siteModule";
import type { AnswerKind } from "../api/answers";

/** A form whose answers the overview shows: one of the site's RSVP or Form modules, or one removed since guests answered it. */
export interface AnswerForm {
  id: string;
  kind: AnswerKind;
  /** The module's title in the owner's language; empty when it has none. */
  title: string;
  /** Its questions as the site has them now: the table's column order. None for a removed form. */
  elements: FormElement[];
  removed: boolean;
}

/**
 * The RSVP modules first (the overview is mostly about them), then the Form modules, each in
 * page order; then forms that have answers but are no longer on the page, so their answers
 * can still be read, exported and deleted.
 */
export function answerForms(modules: readonly SiteModule[], answers: Record<AnswerKind, readonly AnswerEntry[]>, language: string): AnswerForm[] {
  const forms: AnswerForm[] = [];
  for (const [kind, type] of [["rsvp", "Rsvp"], ["form", "Form"]] as const) {
    for (const module of modules) {
      if (module.siteModuleType === type) forms.push({ id: module.id, kind, title: translate(module.title, language), elements: module.form.formElements, removed: false });
    }
  }
  for (const kind of ["rsvp", "form"] as const) {
    for (const entry of answers[kind]) {
      if (!forms.some((form) => form.id === entry.formId)) forms.push({ id: entry.formId, kind, title: entry.formTitle, elements: [], removed: true });
    }
  }
  return forms;
}
