import QRCode from "qrcode";

/** A downloadable QR code PNG of the site's address. */
export function siteQrPng(host: string): Promise<Buffer> {
  return QRCode.toBuffer(`https://${host}/`, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 1024 });
}
