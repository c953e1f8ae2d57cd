import type { TranslatedTextValue as TranslatedText } from "../../../domain/site/common";
import { TextAreaField, TextField } from "../../ui/fields";
import { useSiteEditor } from "../site/siteEditorContext";
import { withText } from "./translated";

interface TranslatedTextFieldProps {
  label: string;
  value: TranslatedText;
  onChange: (value: TranslatedText) => void;
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Shown under the field and read with it (aria-describedby). */
  hint?: string;
  autoFocusInDialog?: boolean;
}

/** A text field for one translated value: it edits the text of the language being edited. */
export function TranslatedTextField({ label, value, onChange, multiline, ...rest }: TranslatedTextFieldProps) {
  const { language } = useSiteEditor();
  const common = { label, value: value[language] ?? "", lang: language, ...rest };
  return multiline ? (
    <TextAreaField {...common} onChange={(event) => onChange(withText(value, language, event.target.value))} />
  ) : (
    <TextField {...common} onChange={(event) => onChange(withText(value, language, event.target.value))} />
  );
}
