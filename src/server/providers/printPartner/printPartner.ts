import type { Envelopes, ShippingAddress } from "../../../domain/orders/orderPayload";
import type { ShipmentMethod } from "../../../domain/orders/shipmentMethods";

/** What the print shop needs beside the PDF to print, pack and send an order. */
export interface PrintManifest {
  orderId: string;
  /** The card the PDF was made from. */
  printId: string;
  /** The card's names, as the order is titled. */
  title: string;
  quantity: number;
  /** True: the PDF holds `quantity` different cards (one per household, front then back each), each printed once; false: one card printed `quantity` times. */
  perHousehold: boolean;
  envelopes: Envelopes;
  /** The card's corners: square or rounded. */
  trim: string;
  /** The print sheet in millimetres: the PDF's media box, with the trim box `bleed` inside each edge. */
  sheet: { widthMm: number; heightMm: number; bleedMm: number };
  /** The stock printed on, both sides. */
  paper: { weightGsm: number; finish: "matt" };
  shippingAddress: ShippingAddress;
  shipmentMethod: ShipmentMethod;
  /** When the owner ordered and when this hand-over was made (ISO 8601). */
  orderedAt: string;
  createdAt: string;
}

export interface PrintSubmission {
  orderId: string;
  /** The print-ready PDF: front and back. */
  pdf: Uint8Array;
  manifest: PrintManifest;
  /** A per-household order's address labels (A4, 3 × 8 of 70 × 37 mm), printed and packed with the cards for the couple to post. */
  addressLabels?: Uint8Array;
}

/**
 * The print shop that prints and sends paid card orders: by mail to the shop's order address,
 * or a sandbox folder. It is called once per order (the print job records the hand-over);
 * a throw means nothing was handed over and the job tries again later.
 */
export interface PrintPartner {
  submit(submission: PrintSubmission): Promise<void>;
}

export const PRINT_FILE_NAME = "card.pdf";
export const MANIFEST_FILE_NAME = "manifest.json";
export const ADDRESS_LABELS_FILE_NAME = "address-labels.pdf";

export const manifestJson = (manifest: PrintManifest) => `${JSON.stringify(manifest, null, 2)}\n`;
