import QRCode from "qrcode";
import { siteUrl, type SiteOrigin } from "../../../domain/links";

/** A QR code PNG of `text`, `width` pixels wide, in the given colours (#rrggbb) or black on white. */
export function qrPng(text: string, width: number, colors?: { dark: string; light: string }): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width, ...(colors ? { color: colors } : {}) });
}

/** A downloadable QR code PNG of the site's address. */
export const siteQrPng = (host: string, origin: SiteOrigin) => qrPng(siteUrl(host, origin), 1024);
