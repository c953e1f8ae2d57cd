import { PlusIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { GUEST_LIST_TEXTS } from "./texts";

/** Before the first household: what the guest list is for, and the two ways to fill it. */
export function GuestListEmpty({ onAddHousehold }: { onAddHousehold: () => void }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  return (
    <section className="guest-list-empty" aria-labelledby="guest-list-empty-title">
      <h2 id="guest-list-empty-title">{texts.emptyTitle}</h2>
      <p>{texts.emptyText}</p>
      <button type="button" className="button button--primary" onClick={onAddHousehold}>
        <PlusIcon />
        {texts.addHousehold}
      </button>
      <p className="muted">{texts.emptyImport}</p>
    </section>
  );
}
