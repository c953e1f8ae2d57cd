import { useState } from "react";
import { personalLinkUrl } from "../../../domain/guestList/personalLink";
import type { Household } from "../../../domain/guestList/types";
import { useShowError } from "../../../kit/errors/useShowError";
import { ConfirmDialog } from "../../../kit/ui/ConfirmDialog";
import { CopyField } from "../../ui/CopyField";
import { Dialog } from "../../../kit/ui/Dialog";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { householdQrPath, regenerateLink } from "./guestListApi";
import type { GuestListView } from "./guestListView";
import { GUEST_LIST_TEXTS } from "./texts";
import { fill } from "../../../domain/fill";

/**
 * A household's personal link: copied, shown as a QR code (drawn by the server, as the site's own
 * QR code) and downloaded for the invitation cards, or replaced by a new one. Before the site has
 * an address there is no link to give yet; it says so.
 */
export function LinkDialog({ view, household, onClose }: { view: GuestListView; household: Household; onClose: () => void }) {
  const texts = useOwnerTexts(GUEST_LIST_TEXTS);
  const showError = useShowError();
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const link = view.host ? personalLinkUrl(view.host, household.linkToken, window.location) : null;
  // The token in the address makes the browser fetch the new code once the link is regenerated.
  const qr = `${householdQrPath(view.siteId, household.id)}?link=${household.linkToken}`;

  async function regenerate() {
    setConfirming(false);
    try {
      await regenerateLink(view.siteId, household.id);
      await view.reload();
      setMessage(texts.regenerated);
    } catch (error) {
      showError(error, texts.regenerateFailed);
    }
  }

  return (
    <Dialog open onClose={onClose} title={texts.linkTitle} closeLabel={texts.close} className="link-dialog">
      <p className="dialog__lead">{fill(texts.linkLead, { name: household.name })}</p>
      {link ? (
        <>
          <CopyField label={fill(texts.linkLabel, { name: household.name })} value={link} copyLabel={texts.copy} texts={texts} onMessage={setMessage} />
          <img className="link-dialog__qr" src={qr} alt={fill(texts.qrAlt, { name: household.name })} width={240} height={240} />
          <a className="button button--secondary" href={qr} download={`qr-${fileName(household.name)}.png`}>
            {texts.downloadQr}
          </a>
        </>
      ) : (
        <p className="notice notice--warning">{texts.noAddress}</p>
      )}
      <p className="link-dialog__message" role="status">
        {message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          {texts.regenerate}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={texts.regenerateTitle}
        text={fill(texts.regenerateText, { name: household.name })}
        confirmLabel={texts.regenerate}
        cancelLabel={texts.cancel}
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
        danger
      />
    </Dialog>
  );
}

/** A household's name as a file name: letters, digits and dashes. */
const fileName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "inbjudan";
