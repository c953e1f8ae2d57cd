import type { Market } from "../../../domain/brands";
import type { Mailer } from "../mail/mailer";
import { ADDRESS_LABELS_FILE_NAME, manifestJson, MANIFEST_FILE_NAME, PRINT_FILE_NAME, type PrintManifest, type PrintPartner } from "./printPartner";

interface ShopTexts {
  subject: string;
  corners: Record<string, string>;
  envelopes: Record<PrintManifest["envelopes"], string>;
  body: (m: PrintManifest, corners: string, envelopes: string) => string[];
  /** For a per-household order: the cards differ, and the labels go with them. */
  perHousehold: string;
}

const TEXTS: Record<Market, ShopTexts> = {
  se: {
    subject: "Tryckorder {orderId}",
    corners: { none: "raka hörn", rounded: "rundade hörn" },
    envelopes: { none: "utan kuvert", standard: "med standardkuvert", premium: "med premiumkuvert" },
    body: (m, corners, envelopes) => [
      `Ny tryckorder: ${m.quantity} inbjudningskort "${m.title}", A6 på ${m.paper.weightGsm} g matt papper, tryck på båda sidor, ${m.sheet.bleedMm} mm utfall, ${corners}, ${envelopes}.`,
      `Skickas med ${m.shipmentMethod.name} till ${m.shippingAddress.firstName} ${m.shippingAddress.lastName}, ${m.shippingAddress.addressLine1}, ${m.shippingAddress.postCode} ${m.shippingAddress.city}.`,
      `Tryckfilen (${PRINT_FILE_NAME}, fram- och baksida) och alla uppgifter (${MANIFEST_FILE_NAME}) är bifogade.`,
    ],
    perHousehold: `Ett kort per hushåll: varje kort (fram- och baksida i tur och ordning) trycks en gång. Adressetiketterna (${ADDRESS_LABELS_FILE_NAME}, A4-ark med 3 × 8 etiketter à 70 × 37 mm) skrivs ut och läggs med korten.`,
  },
  dk: {
    subject: "Trykordre {orderId}",
    corners: { none: "lige hjørner", rounded: "afrundede hjørner" },
    envelopes: { none: "uden kuverter", standard: "med standardkuverter", premium: "med premiumkuverter" },
    body: (m, corners, envelopes) => [
      `Ny trykordre: ${m.quantity} invitationskort "${m.title}", A6 på ${m.paper.weightGsm} g mat papir, tryk på begge sider, ${m.sheet.bleedMm} mm beskæring, ${corners}, ${envelopes}.`,
      `Sendes med ${m.shipmentMethod.name} til ${m.shippingAddress.firstName} ${m.shippingAddress.lastName}, ${m.shippingAddress.addressLine1}, ${m.shippingAddress.postCode} ${m.shippingAddress.city}.`,
      `Trykfilen (${PRINT_FILE_NAME}, for- og bagside) og alle oplysninger (${MANIFEST_FILE_NAME}) er vedhæftet.`,
    ],
    perHousehold: `Ét kort pr. husstand: hvert kort (for- og bagside efter hinanden) trykkes én gang. Adresseetiketterne (${ADDRESS_LABELS_FILE_NAME}, A4-ark med 3 × 8 etiketter à 70 × 37 mm) printes og lægges med kortene.`,
  },
};

/** The print shop takes orders by mail: one mail per order with the PDF and the manifest attached. */
export function mailPrintPartner(mailer: Mailer, shopMail: string, market: Market): PrintPartner {
  const texts = TEXTS[market];
  return {
    async submit({ orderId, pdf, manifest, addressLabels }) {
      const body = texts.body(manifest, texts.corners[manifest.trim] ?? manifest.trim, texts.envelopes[manifest.envelopes]);
      await mailer.send({
        to: shopMail,
        subject: texts.subject.replace("{orderId}", orderId),
        text: `${[...body, ...(manifest.perHousehold ? [texts.perHousehold] : [])].join("\n\n")}\n`,
        attachments: [
          { filename: PRINT_FILE_NAME, content: Buffer.from(pdf), contentType: "application/pdf" },
          { filename: MANIFEST_FILE_NAME, content: Buffer.from(manifestJson(manifest)), contentType: "application/json" },
          ...(addressLabels ? [{ filename: ADDRESS_LABELS_FILE_NAME, content: Buffer.from(addressLabels), contentType: "application/pdf" }] : []),
        ],
      });
    },
  };
}
