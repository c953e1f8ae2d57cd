import { useRef, useState } from "react";
import { errorMessage } from "../../../../domain/errors";
import type { GuestListImportSummary } from "../../../../domain/guestList/importSummary";
import { translate } from "../../../../domain/languages";
import { isStatus } from "../../../../kit/api/client";
import { useShowError } from "../../../../kit/errors/useShowError";
import { useI18n } from "../../../i18n/useI18n";
import { Dialog } from "../../../../kit/ui/Dialog";
import { CheckboxField } from "../../../../kit/ui/fields";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { FileDropZone } from "./FileDropZone";
import { importGuestList } from "./importApi";
import { ImportPreview } from "./ImportPreview";
import { GUEST_IMPORT_TEXTS } from "./texts";
import "./import.css";
import { fill } from "../../../../domain/fill";

type Step =
  | { name: "choose"; refusal?: string }
  | { name: "reading"; file: File }
  | { name: "preview"; file: File; summary: GuestListImportSummary; importing?: boolean }
  | { name: "done"; summary: GuestListImportSummary };

/**
 * The guest list's import: a file is chosen (or dropped), the server's preview shows what it
 * would add and the rows it cannot read, the owner picks events to invite the new households
 * to, and only then is anything stored; the list behind is loaded again.
 */
export function ImportGuestListDialog({ view, open, onClose }: { view: GuestListView; open: boolean; onClose: () => void }) {
  const texts = useOwnerBrandTexts(GUEST_IMPORT_TEXTS);
  const { language } = useI18n();
  const showError = useShowError();
  const [step, setStep] = useState<Step>({ name: "choose" });
  const [eventIds, setEventIds] = useState<string[]>([]);
  // Each file read counts; an answer for a read the owner closed the dialog on is dropped.
  const attempt = useRef(0);

  /** A file the server refuses (422) is said in the dialog, so the owner can choose another at once. */
  const refusedOr = (error: unknown, back: Step) => {
    if (isStatus(error, 422)) return { name: "choose", refusal: errorMessage(error as Parameters<typeof errorMessage>[0], language) } satisfies Step;
    showError(error, texts.failed);
    return back;
  };

  const read = async (file: File) => {
    const current = ++attempt.current;
    setStep({ name: "reading", file });
    try {
      const summary = await importGuestList(view.siteId, file, { preview: true });
      if (current === attempt.current) setStep({ name: "preview", file, summary });
    } catch (error) {
      if (current === attempt.current) setStep(refusedOr(error, { name: "choose" }));
    }
  };

  const store = async (file: File, preview: GuestListImportSummary) => {
    setStep({ name: "preview", file, summary: preview, importing: true });
    try {
      const summary = await importGuestList(view.siteId, file, { preview: false, eventIds });
      await view.reload();
      setStep({ name: "done", summary });
    } catch (error) {
      setStep(refusedOr(error, { name: "preview", file, summary: preview }));
    }
  };

  const close = () => {
    attempt.current += 1;
    setStep({ name: "choose" });
    setEventIds([]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={texts.title} closeLabel={texts.close} className="import-dialog">
      {(step.name === "choose" || step.name === "reading") && (
        <div className="import-dialog__choose">
          <p className="dialog__lead">{texts.lead}</p>
          <p className="import-dialog__columns">{texts.columns}</p>
          {step.name === "choose" && step.refusal && (
            <p className="notice notice--error" role="alert">
              {step.refusal}
            </p>
          )}
          <FileDropZone onFile={read} disabled={step.name === "reading"} />
          {step.name === "reading" && (
            <p className="import-dialog__status" role="status">
              {fill(texts.reading, { file: step.file.name })}
            </p>
          )}
        </div>
      )}
      {step.name === "preview" && (
        <>
          <ImportPreview summary={step.summary} fileName={step.file.name} events={view.events} />
          {step.summary.households.length > 0 && (
            <fieldset className="import-dialog__events">
              <legend className="import-preview__heading">{texts.inviteHeading}</legend>
              {view.events.length === 0 ? (
                <p className="import-preview__note">{texts.noEvents}</p>
              ) : (
                <>
                  <p className="field__hint">{texts.inviteHint}</p>
                  {view.events.map((event) => (
                    <CheckboxField
                      key={event.id}
                      label={translate(event.name, language) || translate(event.name, view.languages[0] ?? "sv")}
                      checked={eventIds.includes(event.id)}
                      onChange={(change) => setEventIds(change.target.checked ? [...eventIds, event.id] : eventIds.filter((id) => id !== event.id))}
                    />
                  ))}
                </>
              )}
            </fieldset>
          )}
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" disabled={step.importing} onClick={() => setStep({ name: "choose" })}>
              {texts.chooseAnother}
            </button>
            {step.summary.households.length > 0 && (
              <button
                type="button"
                className="button button--primary"
                disabled={step.importing || step.summary.overBound !== null}
                onClick={() => store(step.file, step.summary)}
              >
                {step.importing ? texts.importing : fill(texts.import, { households: step.summary.households.length })}
              </button>
            )}
          </div>
        </>
      )}
      {step.name === "done" && (
        <>
          <p className="notice notice--success" role="status">
            {fill(texts.done, { households: step.summary.households.length, guests: step.summary.guests })}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={close} data-autofocus>
              {texts.finish}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
