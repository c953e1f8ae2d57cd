import type { Market } from "../../../domain/brands";
import type { Mailer } from "../mail/mailer";
import { manifestJson, MANIFEST_FILE_NAME, PRINT_FILE_NAME, type PrintManifest, type PrintPartner } from "./printPartner";

const TEXTS: Record<Market, { subject: string; body: (manifest: PrintManifest) => string }> = {
  se: {
    subject: "Tryckorder {orderId}",
    body: (m) =>
      [
        `Ny tryckorder: ${m.quantity} inbjudningskort "${m.title}" (A6, ${m.sheet.bleedMm} mm utfall, hörn: ${m.trim}, kuvert: ${m.envelopes}).`,
        `Skickas med ${m.shipmentMethod.name} till ${m.shippingAddress.firstName} ${m.shippingAddress.lastName}, ${m.shippingAddress.addressLine1}, ${m.shippingAddress.postCode} ${m.shippingAddress.city}.`,
        `Tryckfilen (${PRINT_FILE_NAME}, fram- och baksida) och alla uppgifter (${MANIFEST_FILE_NAME}) är bifogade.`,
      ].join("\n\n"),
  },
  dk: {
    subject: "Trykordre {orderId}",
    body: (m) =>
      [
        `Ny trykordre: ${m.quantity} invitationskort "${m.title}" (A6, ${m.sheet.bleedMm} mm beskæring, hjørner: ${m.trim}, kuverter: ${m.envelopes}).`,
        `Sendes med ${m.shipmentMethod.name} til ${m.shippingAddress.firstName} ${m.shippingAddress.lastName}, ${m.shippingAddress.addressLine1}, ${m.shippingAddress.postCode} ${m.shippingAddress.city}.`,
        `Trykfilen (${PRINT_FILE_NAME}, for- og bagside) og alle oplysninger (${MANIFEST_FILE_NAME}) er vedhæftet.`,
      ].join("\n\n"),
  },
};

/** The print shop takes orders by mail: one mail per order with the PDF and the manifest attached. */
export function mailPrintPartner(mailer: Mailer, shopMail: string, market: Market): PrintPartner {
  const texts = TEXTS[market];
  return {
    async submit({ orderId, pdf, manifest }) {
      await mailer.send({
        to: shopMail,
        subject: texts.subject.replace("{orderId}", orderId),
        text: `${texts.body(manifest)}\n`,
        attachments: [
          { filename: PRINT_FILE_NAME, content: Buffer.from(pdf), contentType: "application/pdf" },
          { filename: MANIFEST_FILE_NAME, content: Buffer.from(manifestJson(manifest)), contentType: "application/json" },
        ],
      });
    },
  };
}
