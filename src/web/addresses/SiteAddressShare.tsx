import { useState } from "react";
import { qrCodeUrl } from "../api/siteSettings";
import { useI18n } from "../i18n/useI18n";
import { CopyField } from "../ui/CopyField";
import { siteAddressUrl } from "./siteAddressUrl";
import "./siteAddressShare.css";
import { fill } from "../../domain/fill";

/**
 * The site's address to hand on: a copy button (selecting the text where the
 * clipboard is refused) and the site's QR code, drawn by the server, to show or download.
 */
export function SiteAddressShare({ siteId, host }: { siteId: string; host: string }) {
  const { t } = useI18n();
  const texts = t.account;
  const [message, setMessage] = useState("");
  const url = siteAddressUrl(host);
  const qr = qrCodeUrl(siteId, host);

  return (
    <div className="address-share">
      <CopyField label={texts.addressLabel} value={url} copyLabel={texts.copyAddress} texts={texts} onMessage={setMessage} />
      <p className="address-share__message" role="status">
        {message}
      </p>
      <img className="address-share__qr" src={qr} alt={fill(texts.qrAlt, { host })} width={200} height={200} />
      <a className="button button--secondary" href={qr} download={`qr-${host}.png`}>
        {texts.downloadQr}
      </a>
    </div>
  );
}
