import { useState } from "react";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { MailSettingsDialog } from "./MailSettingsDialog";
import { SendMailDialog } from "./SendMailDialog";
import { UpdateMailDialog } from "./UpdateMailDialog";
import { UPDATE_MAIL_TEXTS } from "./updateTexts";
import { useGuestListSettings } from "./mailApi";
import { GUEST_MAIL_TEXTS } from "./texts";
import "./guestMail.css";

/** The guest-list toolbar's mail buttons: sending mails, update mails, and the deadline with the automatic reminder, the re-send and the evening-before mail. */
export function GuestMailButtons({ view }: { view: GuestListView }) {
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const updateTexts = useOwnerTexts(UPDATE_MAIL_TEXTS);
  const settings = useGuestListSettings(view.siteId);
  const [open, setOpen] = useState<"send" | "update" | "settings" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className="button button--secondary" disabled={!settings.data} onClick={() => setOpen("settings")}>
        {texts.openSettings}
      </button>
      <button type="button" className="button button--secondary" disabled={!settings.data} onClick={() => setOpen("send")}>
        {texts.openSend}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setOpen("update")}>
        {updateTexts.open}
      </button>
      {open === "update" && <UpdateMailDialog view={view} onClose={close} />}
      {settings.data && open === "send" && <SendMailDialog view={view} settings={settings.data} onClose={close} />}
      {settings.data && open === "settings" && <MailSettingsDialog view={view} settings={settings.data} onClose={close} />}
    </>
  );
}
