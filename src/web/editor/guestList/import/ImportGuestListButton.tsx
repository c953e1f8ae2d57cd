import { useState } from "react";
import { useOwnerBrandTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { ImportGuestListDialog } from "./ImportGuestListDialog";
import { GUEST_IMPORT_TEXTS } from "./texts";

/** The toolbar's "Importera": opens the import dialog. */
export function ImportGuestListButton({ view }: { view: GuestListView }) {
  const texts = useOwnerBrandTexts(GUEST_IMPORT_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {texts.open}
      </button>
      <ImportGuestListDialog view={view} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
