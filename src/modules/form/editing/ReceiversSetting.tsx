import { useState } from "react";
import { recipientsOf } from "../../../domain/site/formRecipients";
import { useMe } from "../../../kit/api/accounts";
import { EnvelopeIcon } from "../../../kit/ui/icons";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { useSiteEditor } from "../../../kit/editor/siteEditorContext";
import { ReceiversDialog } from "./ReceiversDialog";
import { FORMS_EDITOR_TEXTS } from "./texts";
import "./formsEditor.css";
import { fill } from "../../../domain/fill";

/** Where a form's answers are mailed, and the "Ändra mottagare" button that changes it. */
export function ReceiversSetting({ formId }: { formId: string }) {
  const texts = useOwnerTexts(FORMS_EDITOR_TEXTS);
  const { document } = useSiteEditor();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const recipients = recipientsOf(document.formRecipients, formId);
  // Without a list of its own the dialog starts with the owner's address, so it waits for it.
  const waitingForOwner = recipients.length === 0 && me.isPending;

  return (
    <div className="dialog-setting">
      <p className="dialog-setting__summary">
        {recipients.length ? fill(texts.receiversSummary, { receivers: recipients.join(", ") }) : texts.receiversDefault}
      </p>
      <button type="button" className="button button--secondary" disabled={waitingForOwner} onClick={() => setOpen(true)}>
        <EnvelopeIcon />
        {texts.receiversButton}
      </button>
      {open && <ReceiversDialog formId={formId} fallback={me.data?.mail} onClose={() => setOpen(false)} />}
    </div>
  );
}
