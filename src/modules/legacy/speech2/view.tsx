import { useMemo, useState } from "react";
import type { FormAnswers } from "../../../domain/site/formRules";
import { useSite, useTexts } from "../../../kit/guestPage/SiteContext";
import { ModuleTitle, RichText } from "../../../kit/guestPage/ui/ModuleText";
import { FormFields, Honeypot } from "../../form/FormFields";
import { SubmitDialogs } from "../../form/SubmitDialogs";
import { FORM_TEXTS } from "../../form/texts";
import { useGuestSend } from "../../form/useGuestSend";
import { ContactFields, NO_CONTACT, sentContact, type Contact } from "../ContactFields";
import type { Speech2Module } from "../guestModules";
import { customValues, speech2Elements } from "../questions";
import { SPEECH2_DEFAULTS } from "../formDefaults";
import type { LegacySpeechSubmission } from "../answers";
import { LEGACY_FORM_TEXTS, NO_TRANSLATED_CONFIRMATION } from "../texts";
import { ConfirmationPreview, LegacyEditViewSwitch, type LegacyEditView } from "../EditViews";

/**
 * The legacy speech sign-up (spec 2, Speech2): a start button, which fetches the post key and
 * opens the form (names, phone, mail and the owner's text fields); then the confirmation or the
 * robot notice. Closing either returns to the start button; only a success clears the answers.
 * In edit mode the owner switches between the start button, the form (shown first) and the
 * confirmation (Startknapp, Formulär, Bekräftelse); nothing is fetched there.
 */
export default function Speech2View({ module }: { module: Speech2Module }) {
  const site = useSite();
  const texts = useTexts(LEGACY_FORM_TEXTS);
  const formTexts = useTexts(FORM_TEXTS);
  const properties = module.properties;
  const [open, setOpen] = useState(false);
  const [editView, setEditView] = useState<LegacyEditView>("FORM");
  const [loading, setLoading] = useState(false);
  const [contact, setContact] = useState<Contact>(NO_CONTACT);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [honeypot, setHoneypot] = useState("");
  const { busy, dialog, setDialog, fail, prepare, refused, submit } = useGuestSend("/api/rsvps/post-key", { loadFailed: texts.speechLoadFailed, sendFailed: texts.speechSendFailed });
  const elements = useMemo(() => speech2Elements(properties, site.language), [properties, site.language]);

  const load = async () => {
    if (site.editMode) {
      setEditView("FORM");
      return;
    }
    if (refused) {
      setOpen(true);
      return;
    }
    setLoading(true);
    try {
      await prepare();
      setOpen(true);
    } catch (error) {
      fail(texts.speechLoadFailed, error);
    } finally {
      setLoading(false);
    }
  };

  const clear = () => {
    setContact(NO_CONTACT);
    setAnswers({});
    setHoneypot("");
  };

  const send = submit(`/api/speeches/${site.siteId}/v2`, (postKey: string): LegacySpeechSubmission => ({
    speech: { ...sentContact(contact), customValues: customValues(elements, answers, site.language) },
    postKey,
    website: honeypot,
  }), clear);

  const closeDialog = () => {
    // The confirmation and the robot notice lead back to the start button; an error keeps the form open.
    if (dialog?.kind === "SUCCESS" || dialog?.kind === "SPAM") setOpen(false);
    setDialog(null);
  };
  const confirmation = { confirmationTitle: properties.confirmationTitle || texts.thanks, confirmationText: properties.confirmationText || SPEECH2_DEFAULTS.confirmationText };
  return (
    <div className="site-form-module legacy-speech">
      <ModuleTitle text={properties.title} />
      <RichText className="module__text" html={properties.text} />
      {site.editMode && <LegacyEditViewSwitch view={editView} onView={setEditView} withStart />}
      {site.editMode && editView === "CONFIRMATION" ? (
        <ConfirmationPreview title={confirmation.confirmationTitle} text={confirmation.confirmationText} />
      ) : (site.editMode ? editView === "FORM" : open) ? (
        <form className="site-form" onSubmit={(event) => void send(event)} aria-busy={busy}>
          {/* One column of fields, spaced as one form's: the built-in ones, then the owner's. */}
          <div className="site-form__fields">
            <ContactFields fields={["firstName", "lastName", "phone", "mail"]} contact={contact} onChange={setContact} disabled={busy} />
            <FormFields elements={elements} answers={answers} onChange={setAnswers} disabled={busy} />
          </div>
          <Honeypot value={honeypot} onChange={setHoneypot} label={formTexts.honeypot} />
          <button type="submit" className="site-button site-button--primary" disabled={busy}>
            {busy ? texts.sending : properties.sendButton || texts.send}
          </button>
        </form>
      ) : (
        <button type="button" className="site-button site-button--primary" disabled={loading} aria-busy={loading} onClick={() => void load()}>
          {properties.showFormButton || texts.showSpeechForm}
        </button>
      )}
      <SubmitDialogs dialog={dialog} module={NO_TRANSLATED_CONFIRMATION} texts={confirmation} onClose={closeDialog} />
    </div>
  );
}
