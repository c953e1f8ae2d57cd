import { useId } from "react";
import type { TranslatedTextValue as TranslatedText } from "../../../domain/site/common";
import { TextAreaField, TextField } from "../../ui/fields";
import { useSiteEditor } from "../siteEditorContext";
import { isBlankText } from "./missingTranslation";
import { useMissingTranslationMark } from "./MissingTranslationMark";
import { withText } from "./translated";

interface TranslatedTextFieldProps {
  label: string;
  value: TranslatedText;
  onChange: (value: TranslatedText) => void;
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  /** A fuller name than the label, where many such fields share one label (the menu editor's). */
  "aria-label"?: string;
  /** Shown under the field and read with it (aria-describedby). */
  hint?: string;
  autoFocusInDialog?: boolean;
}

/**
 * A text field for one translated value: it edits the text of the language being edited, and is
 * marked when that language lacks a text another site language has.
 */
export function TranslatedTextField({ label, value, onChange, multiline, hint, ...rest }: TranslatedTextFieldProps) {
  const { language } = useSiteEditor();
  const hintId = useId();
  const { describedBy, mark } = useMissingTranslationMark(value, isBlankText);
  // The hint is drawn here rather than by the field, so the field is described by both it and the mark.
  const description = [describedBy, hint ? hintId : undefined].filter(Boolean).join(" ") || undefined;
  const common = { label, value: value[language] ?? "", lang: language, "aria-describedby": description, ...rest };
  return (
    <div className="translated-field">
      {multiline ? (
        <TextAreaField {...common} onChange={(event) => onChange(withText(value, language, event.target.value))} />
      ) : (
        <TextField {...common} onChange={(event) => onChange(withText(value, language, event.target.value))} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {mark}
    </div>
  );
}
