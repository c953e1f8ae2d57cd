import { useEffect, useMemo, useState } from "react";
import type { FormAnswers } from "../../../domain/site/formRules";
import type { FormElement } from "../../../domain/site/forms";
import { useIslandId } from "../../../kit/guestPage/islands/islandId";
import { useSite, useTexts } from "../../../kit/guestPage/SiteContext";
import { ModuleTitle, RichText } from "../../../kit/guestPage/ui/ModuleText";
import { FormFields, Honeypot } from "../../form/FormFields";
import { SubmitDialogs } from "../../form/SubmitDialogs";
import { FORM_TEXTS } from "../../form/texts";
import { useGuestSend } from "../../form/useGuestSend";
import { ContactFields, NO_CONTACT, sentContact, type Contact } from "../ContactFields";
import type { Rsvp3Module } from "../guestModules";
import { customValues, rsvp3Elements } from "../questions";
import { RSVP3_DEFAULTS } from "../formDefaults";
import { LEGACY_FORM_TEXTS, NO_TRANSLATED_CONFIRMATION } from "../texts";
import type { LegacyRsvpSubmission } from "../answers";
import { legacySource } from "../answerRules";
import { GuestCountSelect, GuestSection, resized } from "../../rsvp/GuestCount";
import { ConfirmationPreview, LegacyEditViewSwitch, type LegacyEditView } from "../EditViews";

/** One person's answers: the built-in fields, "Kommer du?" (yes, no or not yet) and the owner's questions. */
export interface Rsvp3Person {
  contact: Contact;
  attending: string;
  answers: FormAnswers;
}

const ATTENDING = "weddingYesOrNo";
const NO_PERSON: Rsvp3Person = { contact: NO_CONTACT, attending: "", answers: {} };

/** The person list sized to `count`, keeping the entries already given. */
export const resizePersons = (persons: Rsvp3Person[], count: number): Rsvp3Person[] => resized(persons, count, NO_PERSON);

/**
 * The legacy RSVP (spec 2, RSVP3): the guest chooses how many persons answer (with a maximum
 * of 1, presses the OSA button, unless the form shows at once), which fetches the post key; each
 * person gives names, "Kommer du?", phone, mail and the owner's questions, the lower block only
 * when its condition is met. Views: the form, the confirmation (closing it starts over) and the
 * robot notice, which keeps the answers. In edit mode the owner switches between the form
 * and the confirmation (Formulär, Bekräftelse).
 */
export default function Rsvp3View({ module }: { module: Rsvp3Module }) {
  const site = useSite();
  const texts = useTexts(LEGACY_FORM_TEXTS);
  const formTexts = useTexts(FORM_TEXTS);
  const selectId = useIslandId();
  const properties = module.properties;
  const max = properties.maxNumberOfPersons;
  const atOnce = max === 1 && properties.showRSVPFormWhenOnlyOnePerson;
  const [persons, setPersons] = useState<Rsvp3Person[]>(() => (atOnce ? [NO_PERSON] : []));
  const [honeypot, setHoneypot] = useState("");
  const [editView, setEditView] = useState<LegacyEditView>("FORM");
  const { busy, dialog, setDialog, fail, prepare, refused, submit } = useGuestSend("/api/rsvps/post-key", { loadFailed: texts.rsvpLoadFailed, sendFailed: texts.rsvpSendFailed });
  const elements = useMemo(() => rsvp3Elements(properties, site.language), [properties, site.language]);
  const attending = useMemo<FormElement[]>(
    () => [{ id: ATTENDING, formElementType: "SingleSelect", label: { [site.language]: texts.attending }, required: true, options: [{ id: "yes", text: { [site.language]: texts.yes } }, { id: "no", text: { [site.language]: texts.no } }], showConditions: [] }],
    [site.language, texts],
  );

  const fetchKey = () => {
    if (!refused) prepare().catch((error: unknown) => fail(texts.rsvpLoadFailed, error));
  };
  // A form shown at once needs its key as if one person had been chosen.
  useEffect(() => {
    if (atOnce) fetchKey();
  }, [atOnce]);

  const choose = (count: number) => {
    setPersons((current) => resizePersons(current, count));
    if (count > 0) fetchKey();
  };
  const update = (index: number, person: Rsvp3Person) => setPersons((current) => current.map((entry, at) => (at === index ? person : entry)));
  const startOver = () => {
    setPersons(atOnce ? [NO_PERSON] : []);
    setHoneypot("");
  };

  const send = submit(`/api/rsvps/${site.siteId}/v3/`, (postKey: string): LegacyRsvpSubmission => ({
    // "Kommer du?" is required in the form, so it is answered by the time the form is sent.
    persons: persons.map((person) => ({ ...sentContact(person.contact), weddingYesOrNo: person.attending as "yes" | "no", customValues: customValues(elements, person.answers, site.language) })),
    postKey,
    source: legacySource(module.id),
    website: honeypot,
  }), startOver);

  const confirmation = { confirmationTitle: properties.confirmationTitle || RSVP3_DEFAULTS.confirmationTitle, confirmationText: properties.confirmationText || RSVP3_DEFAULTS.confirmationText };
  return (
    <div className="rsvp legacy-rsvp">
      <ModuleTitle text={properties.title} />
      <RichText className="module__text" html={properties.text} />
      {site.editMode && <LegacyEditViewSwitch view={editView} onView={setEditView} withStart={false} />}
      {site.editMode && editView === "CONFIRMATION" ? (
        <ConfirmationPreview title={confirmation.confirmationTitle} text={confirmation.confirmationText} />
      ) : max === 1 && persons.length === 0 ? (
        <button type="button" className="site-button site-button--primary rsvp__cta" onClick={() => choose(1)}>
          {texts.rsvpButton}
        </button>
      ) : (
        <form className="site-form rsvp__form" onSubmit={(event) => void send(event)}>
          {max > 1 && (
            <GuestCountSelect id={selectId} label={properties.chooseNumberOfPersonsText || texts.chooseNumberOfPersons} count={persons.length} max={max} disabled={busy} placeholder={texts.choose} onChange={choose} />
          )}
          {persons.map((person, index) => (
            <GuestSection key={index} id={`${selectId}-person-${index}`} index={index} title={properties.personTitle || texts.person} headed={max > 1}>
              <ContactFields fields={["firstName", "lastName"]} contact={person.contact} disabled={busy} onChange={(contact) => update(index, { ...person, contact })} />
              <FormFields
                elements={attending}
                answers={{ [ATTENDING]: { selectedOption: person.attending } }}
                disabled={busy}
                onChange={(answers) => update(index, { ...person, attending: answers[ATTENDING]?.selectedOption ?? "" })}
              />
              <ContactFields fields={["phone", "mail"]} contact={person.contact} disabled={busy} onChange={(contact) => update(index, { ...person, contact })} />
              <FormFields elements={elements} answers={person.answers} disabled={busy} onChange={(answers) => update(index, { ...person, answers })} />
            </GuestSection>
          ))}
          {persons.length > 0 && (
            <>
              <Honeypot value={honeypot} onChange={setHoneypot} label={formTexts.honeypot} />
              <button type="submit" className="site-button site-button--primary" disabled={busy} aria-busy={busy}>
                {busy ? texts.sending : properties.sendButton || texts.send}
              </button>
            </>
          )}
        </form>
      )}
      <SubmitDialogs dialog={dialog} module={NO_TRANSLATED_CONFIRMATION} texts={confirmation} onClose={() => setDialog(null)} />
    </div>
  );
}
