import { useId } from "react";
import type { GuestMailText } from "../../../../domain/guestList/mail";
import { languageName } from "../../../../domain/site/languageNames";
import { TextAreaField, TextField } from "../../../../kit/ui/fields";
import { useI18n } from "../../../i18n/useI18n";

interface MailTextFieldsProps {
  /** The site's languages: a choice of the one being written only when there are several. */
  languages: readonly string[];
  language: string;
  onLanguage: (language: string) => void;
  draft: GuestMailText;
  onDraft: (draft: GuestMailText) => void;
  texts: { language: string; subject: string; body: string; bodyHint: string };
}

/** The choice of one of the site's languages, shown only when there are several. */
export function MailLanguageField({ languages, language, onLanguage, label }: Pick<MailTextFieldsProps, "languages" | "language" | "onLanguage"> & { label: string }) {
  const { language: uiLanguage } = useI18n();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-language`}>
        {label}
      </label>
      <select id={`${id}-language`} className="field__input" value={language} onChange={(event) => onLanguage(event.target.value)}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, uiLanguage)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A guest-list mail's text in one of the site's languages: the language, the subject and the body. */
export function MailTextFields({ languages, language, onLanguage, draft, onDraft, texts }: MailTextFieldsProps) {
  return (
    <>
      <MailLanguageField languages={languages} language={language} onLanguage={onLanguage} label={texts.language} />
      <TextField label={texts.subject} value={draft.subject} maxLength={200} onChange={(event) => onDraft({ ...draft, subject: event.target.value })} />
      <TextAreaField label={texts.body} hint={texts.bodyHint} rows={7} value={draft.body} maxLength={5000} onChange={(event) => onDraft({ ...draft, body: event.target.value })} />
    </>
  );
}
