import { useId, useRef, useState } from "react";
import { qrCodeUrl } from "../api/siteSettings";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/useI18n";
import { siteAddressUrl } from "./siteAddressUrl";
import "./siteAddressShare.css";

/**
 * The site's address to hand on: a copy button (selecting the text where the
 * clipboard is refused) and the site's QR code, drawn by the server, to show or download.
 */
export function SiteAddressShare({ siteId, host }: { siteId: string; host: string }) {
  const { t } = useI18n();
  const texts = t.account;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");
  const url = siteAddressUrl(host);
  const qr = qrCodeUrl(siteId, host);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(texts.copied);
    } catch {
      input.current?.select();
      setMessage(texts.copyFailed);
    }
  }

  return (
    <div className="address-share">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-url`}>
          {texts.addressLabel}
        </label>
        <div className="address-share__copy">
          <input ref={input} id={`${id}-url`} className="field__input" readOnly value={url} onFocus={(event) => event.target.select()} />
          <button type="button" className="button button--primary" onClick={copy}>
            {texts.copyAddress}
          </button>
        </div>
        <p className="address-share__message" role="status">
          {message}
        </p>
      </div>
      <img className="address-share__qr" src={qr} alt={format(texts.qrAlt, { host })} width={200} height={200} />
      <a className="button button--secondary" href={qr} download={`qr-${host}.png`}>
        {texts.downloadQr}
      </a>
    </div>
  );
}
