import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { AnswerEntry, OlderAnswer } from "../../domain/answers";
import type { FormElement } from "../../domain/site/forms";
import { legacySiteDocument } from "../../modules/legacy/document";
import { isLegacyEditorSite, type AnyEditorSite } from "../../modules/legacy/editorSite";
import { useAnswers, useOlderAnswers, type AnswerKind, type OlderAnswerKind } from "../api/answers";
import { useGuestListOverview } from "../api/guestListOverview";
import { useEditorSite } from "../api/sites";
import { useLoadError } from "../../kit/errors/useShowError";
import { useI18n } from "../i18n/useI18n";
import { EDITOR_TEXTS } from "../editor/site/texts";
import { useOwnerTexts } from "../../kit/editor/fields/useOwnerTexts";
import { answerForms, type AnswerForm } from "./answerForms";
import { DEMO_FORM_ELEMENTS, DEMO_FORM_ID, demoEntries } from "./demoAnswers";
import { householdsAnswered, showsExamples } from "./examples";
import { convertedFormsWithAnswers, legacyFormModules, olderAnswerEntries, olderAnswerLanguage } from "./olderAnswers";
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
 * A site's forms (its RSVP and Form modules) and the answers of the one chosen. While the site
 * has no answers of any kind (no form's, no older ones, no household's reply), an RSVP form or a
 * site without forms shows the examples instead. A legacy
 * site's forms are its RSVP3 and Speech2 modules with their older answers; a converted form
 * shows its older answers beside the newer ones (decision 060).
 */
export function useSiteOverview(siteId: string): AnswersOverview {
  const { language } = useI18n();
  const texts = useOwnerTexts(ANSWERS_TEXTS);
  const editorTexts = useOwnerTexts(EDITOR_TEXTS);
  const [params] = useSearchParams();
  const site = useEditorSite(siteId);
  const sources = useMemo(() => answerSources(site.data), [site.data]);
  const newer = sources !== undefined && !sources.legacy;
  const rsvps = useAnswers(siteId, "rsvp", newer);
  const submissions = useAnswers(siteId, "form", newer);
  const olderRsvps = useOlderAnswers(siteId, "rsvp", sources?.older.rsvp ?? false);
  const olderSpeeches = useOlderAnswers(siteId, "speech", sources?.older.speech ?? false);
  const guestList = useGuestListOverview(siteId);
  const demoForm = useDemoForm();
  const demo = useDemoEntries();
  useLoadError(site.error, editorTexts.loadFailed);
  useLoadError(rsvps.error ?? olderRsvps.error, texts.loadFailed);
  useLoadError(submissions.error ?? olderSpeeches.error, texts.formLoadFailed);

  const answers = useMemo((): Record<AnswerKind, AnswerEntry[]> => {
    if (!sources) return { rsvp: [], form: [] };
    const older = (kind: OlderAnswerKind, loaded: OlderAnswer[] | undefined) => olderAnswerEntries(loaded ?? [], kind, sources.modules, sources.language);
    return { rsvp: [...(rsvps.data ?? []), ...older("rsvp", olderRsvps.data)], form: [...(submissions.data ?? []), ...older("speech", olderSpeeches.data)] };
  }, [sources, rsvps.data, submissions.data, olderRsvps.data, olderSpeeches.data]);
  const forms = useMemo(() => (sources ? answerForms(sources.modules, answers, language) : []), [sources, answers, language]);
  const form = forms.find((each) => each.id === params.get(FORM_PARAM)) ?? forms[0] ?? demoForm;
  const entries = useMemo(() => answers[form.kind].filter((entry) => entry.formId === form.id), [answers, form]);
  // A list not asked for (a legacy site's newer ones, a site's older ones it cannot have) is never pending.
  const queries = form.kind === "rsvp" ? [{ query: rsvps, wanted: newer }, { query: olderRsvps, wanted: sources?.older.rsvp }] : [{ query: submissions, wanted: newer }, { query: olderSpeeches, wanted: sources?.older.speech }];
  // The guest list's replies decide whether the examples show, so its overview is waited for too (a failed one counts as none).
  const pending = site.isPending || guestList.isPending || queries.some(({ query, wanted }) => wanted && query.isPending);
  const failed = Boolean(site.error || queries.some(({ query, wanted }) => wanted && query.error));
  const showDemo =
    !pending &&
    !failed &&
    showsExamples({
      exampleForm: form === demoForm,
      kind: form.kind,
      formEntries: entries.length,
      allAnswers: answers.rsvp.length + answers.form.length,
      householdsAnswered: householdsAnswered(guestList.data),
    });

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

/** Where a site's answers come from: its form modules (a legacy site's as converted), and which older lists it has. */
function answerSources(site: AnyEditorSite | undefined) {
  if (!site) return undefined;
  if (isLegacyEditorSite(site)) {
    const document = legacySiteDocument.parse(site);
    return { legacy: true, modules: legacyFormModules(document), language: document.language, older: { rsvp: true, speech: true } };
  }
  const language = olderAnswerLanguage(site.availableLanguages[0]?.languageCode);
  return { legacy: false, modules: site.siteModules, language, older: convertedFormsWithAnswers(site.siteModules, site.formsWithAnswers) };
}
