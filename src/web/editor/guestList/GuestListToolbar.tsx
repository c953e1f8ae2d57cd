import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { ImportGuestListButton } from "./import/ImportGuestListButton";
import { GuestMailButtons } from "./mail/GuestMailButtons";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";

/**
 * The buttons above the guest list, one line each: the page's own and the other guest-list
 * features' (import, sending invitations) sit here side by side.
 */
export function GuestListToolbar({ view, onAddHousehold }: { view: GuestListView; onAddHousehold: () => void }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  return (
    <div className="guest-list__toolbar" role="group" aria-label={texts.toolbar}>
      <ImportGuestListButton view={view} />
      <button type="button" className="button button--primary" onClick={onAddHousehold}>
        {texts.addHousehold}
      </button>
      <GuestMailButtons view={view} />
    </div>
  );
}
