import { useId } from "react";
import { useFileDrop } from "../../../../kit/ui/useFileDrop";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import { GUEST_IMPORT_TEXTS } from "./texts";

const ACCEPT = ".xlsx,.csv,.txt,.tsv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** A file dropped on the zone or chosen with its button (the keyboard's and screen reader's way in). */
export function FileDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const texts = useOwnerBrandTexts(GUEST_IMPORT_TEXTS);
  const inputId = useId();
  const drop = useFileDrop((files) => files[0] && onFile(files[0]), !disabled);

  return (
    <div className={`file-drop${drop.over ? " file-drop--over" : ""}`} {...drop.handlers}>
      <p className="file-drop__text">{texts.drop}</p>
      <p className="file-drop__or">{texts.or}</p>
      <label htmlFor={inputId} className={`button button--secondary file-drop__button${disabled ? " is-disabled" : ""}`}>
        {texts.choose}
      </label>
      <input
        id={inputId}
        className="file-drop__input"
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        data-autofocus
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
