import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { UI_LANGUAGES, type UiLanguage } from "../../../domain/languages";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useShowError } from "../../../kit/errors/useShowError";
import { Dialog } from "../../../kit/ui/Dialog";
import { saveThankYouTexts, thankYouTextsKey, useThankYouTexts, type ThankYouTexts } from "../../api/gifts";
import { useI18n } from "../../i18n/useI18n";
import { GIFT_LIST_TEXTS } from "./texts";

/** "Redigera tackmallar": the thank-you's subject and text per language, with {name}, {gift} and {amount}. */
export function TemplatesDialog({ siteId, open, onClose }: { siteId: string; open: boolean; onClose: () => void }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { t } = useI18n();
  const templates = useThankYouTexts(siteId);
  return (
    <Dialog open={open} onClose={onClose} title={texts.templatesTitle} closeLabel={texts.close} className="gift-templates">
      {templates.data ? (
        <TemplatesForm siteId={siteId} saved={templates.data} onClose={onClose} />
      ) : templates.error ? (
        <p className="notice notice--error" role="alert">
          {texts.loadFailed}
        </p>
      ) : (
        <p className="muted">{t.common.loading}</p>
      )}
    </Dialog>
  );
}

function TemplatesForm({ siteId, saved, onClose }: { siteId: string; saved: ThankYouTexts; onClose: () => void }) {
  const texts = useOwnerTexts(GIFT_LIST_TEXTS);
  const { language: ownLanguage } = useI18n();
  const queryClient = useQueryClient();
  const showError = useShowError();
  const id = useId();
  const [language, setLanguage] = useState<UiLanguage>(ownLanguage);
  const [edited, setEdited] = useState(saved);
  const [busy, setBusy] = useState(false);
  const text = edited[language];
  const change = (field: "subject" | "body", value: string) => setEdited({ ...edited, [language]: { ...text, [field]: value } });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      queryClient.setQueryData(thankYouTextsKey(siteId), (await saveThankYouTexts(siteId, edited)).texts);
      onClose();
    } catch (error) {
      showError(error, texts.templatesFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="gift-templates__form" aria-busy={busy} onSubmit={(event) => void save(event)}>
      <p className="dialog__lead">{texts.templatesLead}</p>
      <div className="guest-filters" role="group" aria-label={texts.language}>
        {UI_LANGUAGES.map((each) => (
          <button key={each} type="button" className="guest-filters__filter" aria-pressed={language === each} onClick={() => setLanguage(each)}>
            {texts.languages[each]}
          </button>
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-subject`}>
          {texts.subject}
        </label>
        <input id={`${id}-subject`} className="field__input" required maxLength={200} value={text.subject} onChange={(event) => change("subject", event.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-body`}>
          {texts.body}
        </label>
        <textarea id={`${id}-body`} className="field__input field__input--area" required rows={8} maxLength={5000} value={text.body} onChange={(event) => change("body", event.target.value)} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {texts.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {texts.saveTemplates}
        </button>
      </div>
    </form>
  );
}
