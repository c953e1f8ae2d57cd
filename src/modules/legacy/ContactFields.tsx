import { MAIL_MAX_LENGTH } from "../../domain/limits";
import { useIslandId } from "../../kit/guestPage/islands/islandId";
import { useTexts } from "../../kit/guestPage/SiteContext";
import { LEGACY_FORM_TEXTS } from "./texts";

/** The built-in fields of the legacy RSVP and speech forms: names required, phone and mail optional. */
export interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  mail: string;
}

export const NO_CONTACT: Contact = { firstName: "", lastName: "", phone: "", mail: "" };

const FIELDS = {
  firstName: { type: "text", autoComplete: "given-name", required: true },
  lastName: { type: "text", autoComplete: "family-name", required: true },
  phone: { type: "tel", autoComplete: "tel", required: false },
  mail: { type: "email", autoComplete: "email", required: false },
} as const;

/** Some of the built-in fields, in the order given, drawn as the newer form draws its fields. */
export function ContactFields({ fields, contact, onChange, disabled }: { fields: (keyof Contact)[]; contact: Contact; onChange: (contact: Contact) => void; disabled: boolean }) {
  const prefix = useIslandId();
  const texts = useTexts(LEGACY_FORM_TEXTS);
  return (
    <div className="site-form__fields">
      {fields.map((name) => {
        const field = FIELDS[name];
        const id = `${prefix}-${name}`;
        return (
          <div key={name} className="site-field">
            <label htmlFor={id}>
              {texts[name]}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={id}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              disabled={disabled}
              maxLength={MAIL_MAX_LENGTH}
              value={contact[name]}
              onChange={(event) => onChange({ ...contact, [name]: event.target.value })}
            />
          </div>
        );
      })}
    </div>
  );
}

/** The built-in fields as sent: trimmed. */
export const sentContact = (contact: Contact): Contact => ({
  firstName: contact.firstName.trim(),
  lastName: contact.lastName.trim(),
  phone: contact.phone.trim(),
  mail: contact.mail.trim(),
});
