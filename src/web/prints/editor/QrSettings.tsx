import { useState } from "react";
import { QR_DEMO, type CardContentItem } from "../../../domain/print/card";
import { QR_URL_MAX_LENGTH } from "../../../domain/limits";
import { useOwnerTexts } from "../../../kit/editor/fields/useOwnerTexts";
import { TextField } from "../../../kit/ui/fields";
import { EyeOffIcon } from "../../../kit/ui/icons";
import { CARD_TEXTS } from "../cardTexts";

type QrItem = Extract<CardContentItem, { contentType: "qr" }>;

/**
 * The back's QR code in edit mode: the address it leads to (the site's by default) and hiding
 * it; a hidden code is added back on the card itself. An address is taken once it is a web
 * address, so the card never holds one the server would refuse.
 */
export function QrSettings({ qr, onChange }: { qr: QrItem; onChange: (change: Partial<Pick<QrItem, "url" | "hidden">>) => void }) {
  const texts = useOwnerTexts(CARD_TEXTS);
  const [typed, setTyped] = useState(qr.url === QR_DEMO ? "" : qr.url);
  if (qr.hidden) return null;
  return (
    <div className="qr-settings">
      <TextField
        label={texts.qrUrl}
        hint={texts.qrUrlHelp}
        type="url"
        required
        maxLength={QR_URL_MAX_LENGTH}
        value={typed}
        placeholder="https://"
        onChange={(event) => {
          setTyped(event.target.value);
          if (event.target.validity.valid && URL.canParse(event.target.value)) onChange({ url: event.target.value });
        }}
      />
      <button type="button" className="button button--ghost" onClick={() => onChange({ hidden: true })}>
        <EyeOffIcon />
        {texts.hideQr}
      </button>
    </div>
  );
}
