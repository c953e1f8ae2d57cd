import { useState } from "react";
import type { FormAnswers } from "../../domain/site/formRules";
import type { FormSubmission } from "../../domain/site/submissions";
import { useSite, useTexts, useTranslate } from "../../kit/guestPage/SiteContext";
import { toSent } from "./answers";
import { CopyField } from "./CopyField";
import { FormFields, Honeypot } from "./FormFields";
import { ModuleTitle, RichText } from "../../kit/guestPage/ui/ModuleText";
import { useGuestSend } from "./useGuestSend";
import { isNetworkFailure } from "../../kit/guestPage/offline/useKeptAnswers";
import type { FormModule } from "./schema";
import { SubmitDialogs } from "./SubmitDialogs";
import { FORM_TEXTS } from "./texts";
import { EmptyModuleHint } from "../EmptyModuleHint";

/**
 * Generic Form: a show-form button first; pressing it fetches a post key and shows the
 * form; after a successful send the answers are cleared and the button is back (spec 2,
 * Generic Form); the robot notice and failures keep the answers.
 */
export default function FormView({ module }: { module: FormModule }) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(FORM_TEXTS);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [honeypot, setHoneypot] = useState("");
  const [copyTo, setCopyTo] = useState("");
  const { busy, dialog, setDialog, fail, prepare, refused, submit, notice } = useGuestSend("/api/form-submissions/post-key", texts, module.id);
  const elements = module.form.formElements;

  const load = async () => {
    if (refused) {
      setLoaded(true);
      return;
    }
    setLoading(true);
    try {
      await prepare();
      setLoaded(true);
    } catch (error) {
      // Without a network the form opens all the same: its answer is kept until it can be sent.
      if (isNetworkFailure(error)) setLoaded(true);
      else fail(texts.loadFailed, error);
    } finally {
      setLoading(false);
    }
  };

  const reset = () => {
    setAnswers({});
    setHoneypot("");
    setCopyTo("");
    setLoaded(false);
  };

  const send = submit(`/api/form-submissions/${site.siteId}/`, (postKey: string): FormSubmission => ({
    formElements: toSent(elements, answers, site.language),
    postKey,
    formId: module.id,
    language: site.language,
    formTitle: t(module.title),
    website: honeypot,
    copyTo: copyTo.trim() || undefined,
  }), reset);

  return (
    <div className="site-form-module">
      <ModuleTitle text={t(module.title)} />
      <RichText className="module__text" html={t(module.text)} />
      {loaded ? (
        <form className="site-form" onSubmit={(event) => void send(event)} aria-busy={busy}>
          <FormFields elements={elements} answers={answers} onChange={setAnswers} disabled={busy} />
          <CopyField value={copyTo} onChange={setCopyTo} label={texts.copyTo} disabled={busy} />
          <Honeypot value={honeypot} onChange={setHoneypot} label={texts.honeypot} />
          <button type="submit" className="site-button site-button--primary" disabled={busy}>
            {busy ? texts.sending : t(module.sendButton) || texts.send}
          </button>
        </form>
      ) : (
        <button type="button" className="site-button site-button--primary" disabled={loading} aria-busy={loading} onClick={() => void load()}>
          {t(module.showFormButton) || texts.showForm}
        </button>
      )}
      {notice && (
        <p className="kept-answer" role="status">
          {notice}
        </p>
      )}
      <SubmitDialogs dialog={dialog} module={module} texts={texts} onClose={() => setDialog(null)} />
      <EmptyModuleHint module={module} />
    </div>
  );
}
