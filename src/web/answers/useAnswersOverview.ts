import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { AnswerEntry } from "../../domain/answers";
import type { FormElement } from "../../domain/site/forms";
import { isLegacyEditorSite } from "../../modules/legacy/editorSite";
import { useAnswers } from "../api/answers";
import { useEditorSite } from "../api/sites";
import { useLoadError } from "../errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { EDITOR_TEXTS } from "../editor/site/texts";
import { useOwnerTexts } from "../editor/fields/useOwnerTexts";
import { answerForms, type AnswerForm } from "./answerForms";
import { DEMO_FORM_ELEMENTS, DEMO_FORM_ID, demoEntries } from "./demoAnswers";
import { ANSWERS_TEXTS } from "./texts";

/** The chosen form is kept in the address, so Svar and Frågor, a reload and a shared link all keep it. */
export const FORM_PARAM = "formular";

export interface AnswersOverview {
  /** Absent in quick start: there is no site, only examples. */
  siteId: string | undefined;
  forms: AnswerForm[];
  form: AnswerForm;
  entries: AnswerEntry[];
  /** The questions in their order on the form, for the columns. */
  elements: FormElement[];
  /** Example answers (spec 3, section 4): nothing can be deleted. */
  demo: boolean;
  pending: boolean;
  failed: boolean;
}

function useDemoEntries(): AnswerEntry[] {
  const { language } = useI18n();
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const [now] = useState(() => new Date());
  return useMemo(() => demoEntries(language, texts.rsvpFallbackTitle, now), [language, texts, now]);
}

function useDemoForm(): AnswerForm {
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  return useMemo(() => ({ id: DEMO_FORM_ID, kind: "rsvp", title: texts.rsvpFallbackTitle, elements: DEMO_FORM_ELEMENTS, removed: false }), [texts]);
}

/** Quick start: always the examples. */
export function useQuickStartOverview(): AnswersOverview {
  const form = useDemoForm();
  const entries = useDemoEntries();
  return { siteId: undefined, forms: [form], form, entries, elements: DEMO_FORM_ELEMENTS, demo: true, pending: false, failed: false };
}

/**
 * A site's forms (its RSVP and Form modules) and the answers of the one chosen. An RSVP form
 * nobody has answered yet, or a site without forms, shows the examples instead.
 */
export function useSiteOverview(siteId: string): AnswersOverview {
  const { language } = useI18n();
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const editorTexts = useOwnerTexts(EDITOR_TEXTS);
  const [params] = useSearchParams();
  const site = useEditorSite(siteId);
  const rsvps = useAnswers(siteId, "rsvp");
  const submissions = useAnswers(siteId, "form");
  const demoForm = useDemoForm();
  const demo = useDemoEntries();
  useLoadError(site.error, editorTexts.loadFailed);
  useLoadError(rsvps.error, texts.loadFailed);
  useLoadError(submissions.error, texts.formLoadFailed);

  const forms = useMemo(
    () => (site.data ? answerForms(isLegacyEditorSite(site.data) ? [] : site.data.siteModules, { rsvp: rsvps.data ?? [], form: submissions.data ?? [] }, language) : []),
    [site.data, rsvps.data, submissions.data, language],
  );
  const form = forms.find((each) => each.id === params.get(FORM_PARAM)) ?? forms[0] ?? demoForm;
  const loaded = form.kind === "rsvp" ? rsvps.data : submissions.data;
  const entries = useMemo(() => (loaded ?? []).filter((entry) => entry.formId === form.id), [form.id, loaded]);
  const query = form.kind === "rsvp" ? rsvps : submissions;
  const pending = site.isPending || query.isPending;
  const failed = Boolean(site.error || query.error);
  const showDemo = !pending && !failed && (form === demoForm || (form.kind === "rsvp" && entries.length === 0));

  return {
    siteId,
    forms: forms.length > 0 ? forms : [demoForm],
    form,
    entries: showDemo ? demo : entries,
    elements: showDemo ? DEMO_FORM_ELEMENTS : form.elements,
    demo: showDemo,
    pending,
    failed,
  };
}
