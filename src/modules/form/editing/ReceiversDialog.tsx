import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { MAIL_MAX_LENGTH } from "../../../domain/limits";
import { isValidRecipient, MAX_FORM_RECIPIENTS, normaliseRecipients, recipientsOf, withRecipients } from "../../../domain/site/formRecipients";
import { Dialog } from "../../../kit/ui/Dialog";
import { TextField } from "../../../kit/ui/fields";
import { PlusIcon, TrashIcon } from "../../../kit/ui/icons";
import { FIELD_TEXTS } from "../../../kit/editor/fields/texts";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { FORMS_EDITOR_TEXTS } from "./texts";
import "./formsEditor.css";
import { fill } from "../../../domain/fill";

interface ReceiversDialogProps {
  /** The RSVP or Form module whose answers are mailed. */
  formId: string;
  /** Where answers go while the form has no list of its own: the owner's address, read once when the dialog opens. */
  fallback: string | undefined;
  onClose: () => void;
}

/**
 * "Ändra mottagare" (spec 2, Other site parts): up to six addresses, the first required and
 * not removable. The list is the dialog's own until Save, so closing drops unsaved edits.
 */
export function ReceiversDialog({ formId, fallback, onClose }: ReceiversDialogProps) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const fieldTexts = useOwnerTexts(FIELD_TEXTS);
  const { document, site, update } = useSiteEditor();
  const awaiting = (value: string) => site.awaitingConfirmation.includes(value.trim().toLowerCase());
  // Each field keeps its key when one above it is removed, so its input (and validity) stays its own.
  const [entries, setEntries] = useState(() => {
    const stored = recipientsOf(document.formRecipients, formId);
    return (stored.length ? stored : [fallback ?? ""]).map((value, key) => ({ key, value }));
  });
  const listRef = useRef<HTMLUListElement>(null);

  // The browser's check of type="email" lets "anna@example" through; the document's rule does not.
  const edit = (key: number, event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    event.target.setCustomValidity(value.trim() === "" || isValidRecipient(value) ? "" : texts.invalidMail);
    setEntries(entries.map((each) => (each.key === key ? { key, value } : each)));
  };

  const remove = (index: number) => {
    listRef.current?.querySelectorAll("input")[index - 1]?.focus();
    setEntries(entries.filter((_, at) => at !== index));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const recipients = normaliseRecipients(entries.map((each) => each.value));
    update((current) => ({ ...current, formRecipients: withRecipients(current.formRecipients, formId, recipients) }));
    onClose();
  };

  return (
    <Dialog open onClose={onClose} title={texts.receiversTitle} closeLabel={fieldTexts.close}>
      <form className="receivers" onSubmit={save}>
        <p className="dialog__lead">{texts.receiversLead}</p>
        <p className="dialog__lead">{texts.receiversConfirmNote}</p>
        <ul ref={listRef} className="receivers__list">
          {entries.map(({ key, value }, index) => (
            <li key={key} className="receivers__item">
              <TextField
                label={fill(texts.receiver, { number: index + 1 })}
                hint={awaiting(value) ? texts.receiverAwaiting : undefined}
                type="email"
                autoComplete="email"
                required={index === 0}
                maxLength={MAIL_MAX_LENGTH}
                value={value}
                autoFocusInDialog={index === 0}
                onChange={(event) => edit(key, event)}
              />
              {index > 0 && (
                <button
                  type="button"
                  className="icon-button icon-button--danger"
                  aria-label={fill(texts.removeReceiver, { number: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <TrashIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
        {entries.length < MAX_FORM_RECIPIENTS && (
          <button type="button" className="button button--ghost receivers__add" onClick={() => setEntries([...entries, { key: Math.max(...entries.map((each) => each.key)) + 1, value: "" }])}>
            <PlusIcon />
            {texts.addReceivers}
          </button>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {texts.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
