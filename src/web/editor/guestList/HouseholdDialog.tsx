import { useMemo, useState, type FormEvent } from "react";
import { COUNTRY_CODES, countryName } from "../../../domain/guestList/countries";
import { HOUSEHOLD_ADDRESS_MAX, HOUSEHOLD_NAME_MAX, HOUSEHOLD_NOTE_MAX, PHONE_MAX } from "../../../domain/guestList/limits";
import type { Household } from "../../../domain/guestList/types";
import { translate } from "../../../domain/languages";
import { MAIL_MAX_LENGTH } from "../../../domain/limits";
import { languageName } from "../../../domain/site/languageNames";
import { useShowError } from "../../../kit/errors/useShowError";
import { useI18n } from "../../i18n/useI18n";
import { Dialog } from "../../../kit/ui/Dialog";
import { CheckboxField, TextAreaField, TextField } from "../../../kit/ui/fields";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { createHousehold, replaceHousehold } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GuestsField } from "./GuestsField";
import { householdForm, householdInputOf, type HouseholdForm } from "./householdForm";
import { TagsField } from "./TagsField";
import { GUEST_LIST_TEXTS } from "./texts";

interface HouseholdDialogProps {
  view: GuestListView;
  /** The household edited; null adds a new one. */
  household: Household | null;
  tags: string[];
  onClose: () => void;
}

/** Adds or edits a household: its name, contact, language, note, tags, guests and the events it is invited to. */
export function HouseholdDialog({ view, household, tags, onClose }: HouseholdDialogProps) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const { language } = useI18n();
  const countries = useMemo(() => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language)), [language]);
  const showError = useShowError();
  const [form, setForm] = useState<HouseholdForm>(() => householdForm(household, view.languages));
  const [saving, setSaving] = useState(false);
  const change = (fields: Partial<HouseholdForm>) => setForm((current) => ({ ...current, ...fields }));
  // A household's language the site no longer offers stays choosable, so opening it changes nothing.
  const languages = view.languages.includes(form.language) ? view.languages : [...view.languages, form.language];

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const input = householdInputOf(form);
      await (household ? replaceHousehold(view.siteId, household.id, input) : createHousehold(view.siteId, input));
      await view.reload();
      onClose();
    } catch (error) {
      showError(error, texts.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={household ? texts.editTitle : texts.addTitle} closeLabel={texts.close} className="household-dialog">
      <form className="form" onSubmit={save}>
        <TextField label={texts.name} hint={texts.nameHint} required maxLength={HOUSEHOLD_NAME_MAX} value={form.name} onChange={(event) => change({ name: event.target.value })} autoFocusInDialog />
        <GuestsField guests={form.guests} onChange={(guests) => change({ guests })} />
        <div className="household-dialog__pair">
          <TextField label={texts.mail} type="email" maxLength={MAIL_MAX_LENGTH} value={form.mail} onChange={(event) => change({ mail: event.target.value })} />
          <TextField label={texts.phone} type="tel" maxLength={PHONE_MAX} value={form.phone} onChange={(event) => change({ phone: event.target.value })} />
        </div>
        <TextAreaField label={texts.address} rows={3} maxLength={HOUSEHOLD_ADDRESS_MAX} value={form.address} onChange={(event) => change({ address: event.target.value })} />
        <div className="field">
          <label className="field__label" htmlFor="household-country">
            {texts.country}
          </label>
          <select id="household-country" className="field__input" value={form.addressCountry} onChange={(event) => change({ addressCountry: event.target.value })}>
            <option value="">{texts.noCountry}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {languages.length > 1 && (
          <div className="field">
            <label className="field__label" htmlFor="household-language">
              {texts.language}
            </label>
            <select id="household-language" className="field__input" aria-describedby="household-language-hint" value={form.language} onChange={(event) => change({ language: event.target.value })}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code, language)}
                </option>
              ))}
            </select>
            <p id="household-language-hint" className="field__hint">
              {texts.languageHint}
            </p>
          </div>
        )}
        <TagsField tags={form.tags} known={tags} draft={form.tagDraft} onChange={(next) => change({ tags: next })} onDraft={(tagDraft) => change({ tagDraft })} />
        <fieldset className="household-dialog__events">
          <legend className="field__label">{texts.invitedTo}</legend>
          {view.events.length === 0 ? (
            <p className="field__hint">{texts.noEventsInDialog}</p>
          ) : (
            view.events.map((guestEvent) => (
              <CheckboxField
                key={guestEvent.id}
                label={translate(guestEvent.name, language)}
                checked={form.eventIds.includes(guestEvent.id)}
                onChange={(event) => change({ eventIds: event.target.checked ? [...form.eventIds, guestEvent.id] : form.eventIds.filter((id) => id !== guestEvent.id) })}
              />
            ))
          )}
        </fieldset>
        <TextAreaField label={texts.note} hint={texts.noteHint} maxLength={HOUSEHOLD_NOTE_MAX} value={form.note} onChange={(event) => change({ note: event.target.value })} />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? texts.saving : texts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
