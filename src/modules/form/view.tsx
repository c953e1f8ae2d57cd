import { useState } from "react";
import type { FormAnswers } from "../../domain/site/formRules";
import type { FormSubmission } from "../../domain/site/submissions";
import { guestApi } from "../../web/site/guestApi";
import { useSite, useTexts, useTranslate } from "../../web/site/SiteContext";
import { toSent } from "./answers";
import { FormFields, Honeypot } from "./FormFields";
import { ModuleTitle, RichText } from "../../web/site/ui/ModuleText";
import { useGuestSend } from "./useGuestSend";
import type { FormModule } from "./schema";
import { SubmitDialogs } from "./SubmitDialogs";
import { FORM_TEXTS } from "./texts";

/**
 * Generic Form: a show-form button first; pressing it fetches a post key and shows the
 * form; after a send the answers are cleared and the button is back (spec 2, Generic Form).
 */
export default function FormView({ module }: { module: FormModule }) {
  const site = useSite();
  const t = useTranslate();
  const texts = useTexts(FORM_TEXTS);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [postKey, setPostKey] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const { busy, dialog, setDialog, fail, send: post } = useGuestSend();
  const elements = module.form.formElements;

  const load = async () => {
    if (site.editMode) {
      setLoaded(true);
      return;
    }
    setLoading(true);
    try {
      const { key } = await guestApi<{ key: string }>("/api/form-submissions/post-key");
      setPostKey(key);
      setLoaded(true);
    } catch (error) {
      fail(texts.loadFailed, error);
    } finally {
      setLoading(false);
    }
  };

  const reset = () => {
    setAnswers({});
    setPostKey(null);
    setHoneypot("");
    setLoaded(false);
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (site.editMode) {
      reset();
      setDialog({ kind: "EDIT_MODE" });
      return;
    }
    const body: FormSubmission = {
      formElements: toSent(elements, answers, site.language),
      postKey,
      formId: module.id,
      language: site.language,
      formTitle: t(module.title),
      website: honeypot,
    };
    await post(`/api/form-submissions/${site.siteId}/`, body, texts.sendFailed, reset);
  };

  return (
    <div className="site-form-module">
      <ModuleTitle text={t(module.title)} />
      <RichText className="module__text" html={t(module.text)} />
      {loaded ? (
        <form className="site-form" onSubmit={(event) => void send(event)} aria-busy={busy}>
          <FormFields elements={elements} answers={answers} onChange={setAnswers} disabled={busy} />
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
      <SubmitDialogs dialog={dialog} module={module} texts={texts} onClose={() => setDialog(null)} />
    </div>
  );
}
