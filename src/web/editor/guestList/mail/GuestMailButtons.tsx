import { useState } from "react";
import { useOwnerTexts } from "../../../../kit/editor/fields/useOwnerTexts";
import type { GuestListView } from "../guestListView";
import { MailSettingsDialog } from "./MailSettingsDialog";
import { SendMailDialog } from "./SendMailDialog";
import { useGuestListSettings } from "./mailApi";
import { GUEST_MAIL_TEXTS } from "./texts";
import "./guestMail.css";

/** The guest-list toolbar's mail buttons: sending mails, and the deadline with the automatic reminder. */
export function GuestMailButtons({ view }: { view: GuestListView }) {
  const texts = useOwnerTexts(GUEST_MAIL_TEXTS);
  const settings = useGuestListSettings(view.siteId);
  const [open, setOpen] = useState<"send" | "settings" | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button type="button" className="button button--secondary" disabled={!settings.data} onClick={() => setOpen("settings")}>
        {texts.openSettings}
      </button>
      <button type="button" className="button button--secondary" disabled={!settings.data} onClick={() => setOpen("send")}>
        {texts.openSend}
      </button>
      {settings.data && open === "send" && <SendMailDialog view={view} settings={settings.data} onClose={close} />}
      {settings.data && open === "settings" && <MailSettingsDialog siteId={view.siteId} settings={settings.data} onClose={close} />}
    </>
  );
}
