import { useTexts } from "../../kit/guestPage/SiteContext";
import { EditViewSwitch } from "../../kit/guestPage/ui/EditViewSwitch";
import { LEGACY_FORM_TEXTS } from "./texts";

/** The views of a legacy form the owner can look at on the canvas (spec 2: RSVP3 0–1, Speech2 0–2). */
export type LegacyEditView = "START" | "FORM" | "CONFIRMATION";

/** Edit mode only: the switch between the views; `withStart` for the speech form, whose guests first see its start button. */
export function LegacyEditViewSwitch({ view, onView, withStart }: { view: LegacyEditView; onView: (view: LegacyEditView) => void; withStart: boolean }) {
  const texts = useTexts(LEGACY_FORM_TEXTS);
  const choices = [...(withStart ? [["START", texts.editStart] as const] : []), ["FORM", texts.editForm] as const, ["CONFIRMATION", texts.editConfirmation] as const];
  return <EditViewSwitch legend={texts.editViews} choices={choices} view={view} onView={onView} />;
}

/** The confirmation a guest gets after a send, drawn in place of the form so the owner sees their texts there. */
export function ConfirmationPreview({ title, text }: { title: string; text: string }) {
  return (
    <div className="legacy-form__confirmation">
      <h3 className="legacy-form__confirmation-title">{title}</h3>
      <p className="site-form__confirmation">{text}</p>
    </div>
  );
}
