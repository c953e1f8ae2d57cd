import type { Market } from "../../../../domain/brands";
import { parcelWeightGrams } from "../parcelWeight";
import { ShippingUnavailableError, type Shipping } from "../shipping";
import { deliveryOptionsSchema, shipmentMethods } from "./options";
import { parseJson } from "../../parseJson";

export interface DeliveryCheckoutOptions {
  /** The REST API root, `https://api.unifaun.com/rs-extapi/v1/`. */
  apiUrl: string;
  /** An API key of type Web Services (REST): its id and secret are the Basic user and password. */
  keyId: string;
  keySecret: string;
  /** The Delivery Checkout set up in nShift Delivery with our carriers, prices and the market's language and currency. */
  deliveryCheckoutId: string;
  market: Market;
  /** Where options that cannot be offered are reported. */
  warn: (message: string) => void;
  timeoutMs?: number;
}

const MARKETS: Record<Market, { country: string; currency: string; language: string }> = {
  se: { country: "SE", currency: "SEK", language: "sv" },
  dk: { country: "DK", currency: "DKK", language: "da" },
};

/** A checkout's options with their service points fit in a few kilobytes; far more is not nShift. */
const MAX_ANSWER_BYTES = 256 * 1024;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * nShift Delivery's DeliveryCheckout API (decision 036): GET /delivery-checkouts/{id} lists
 * the options for an address, POST /delivery-checkouts/{id} prepares the chosen one as a
 * partial shipment under our order id, which the print partner completes and prints.
 */
export function deliveryCheckoutShipping(options: DeliveryCheckoutOptions): Shipping {
  const base = new URL(options.apiUrl.endsWith("/") ? options.apiUrl : `${options.apiUrl}/`);
  if (base.protocol !== "https:" && !LOOPBACK_HOSTS.has(base.hostname)) throw new Error("nShift's API key goes over HTTPS only, or plain HTTP to a loopback fake");
  const checkoutUrl = new URL(`delivery-checkouts/${encodeURIComponent(options.deliveryCheckoutId)}`, base);
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const market = MARKETS[options.market];

  const call = async (what: string, url: URL, init: RequestInit = {}): Promise<string> => {
    let status: number;
    let body: string;
    try {
      const response = await fetch(url, { ...init, headers: { authorization, accept: "application/json", ...init.headers }, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      body = await boundedText(response);
    } catch (error) {
      if (error instanceof ShippingUnavailableError) throw error;
      // fetch says only "fetch failed"; the network's own code (ECONNREFUSED, ENOTFOUND …) is in its cause.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      const reason = (error as Error).name === "TimeoutError" ? `did not answer within ${timeoutMs} ms` : `could not be reached (${cause})`;
      throw new ShippingUnavailableError(`nShift ${reason} for ${what}`, { cause: error });
    }
    if (status < 200 || status > 299) throw new ShippingUnavailableError(`nShift answered ${status} to ${what}${errorMessage(body)}`);
    return body;
  };

  return {
    sandbox: false,
    async quote({ shippingAddress, quantity, envelopes }) {
      const url = new URL(checkoutUrl);
      url.search = new URLSearchParams({
        currency: market.currency,
        language: market.language,
        tocountry: market.country,
        tozipcode: shippingAddress.postCode.replace(/\s/g, ""),
        tostreet: shippingAddress.addressLine1,
        tocity: shippingAddress.city,
        weight: kilograms(parcelWeightGrams(quantity, envelopes)),
      }).toString();
      const answer = deliveryOptionsSchema.safeParse(parseJson(await call("the delivery options", url)));
      if (!answer.success) throw new ShippingUnavailableError("nShift answered delivery options without the options list we read");
      return shipmentMethods(answer.data.options, options.warn);
    },
    async book({ orderId, shipmentMethodUid, shippingAddress: address, quantity, envelopes }) {
      const receiver = {
        name: `${address.firstName} ${address.lastName}`,
        address1: address.addressLine1,
        zipcode: address.postCode.replace(/\s/g, ""),
        city: address.city,
        country: market.country,
        email: address.email,
        phone: address.phone,
        sms: address.phone,
      };
      const body = {
        prepareId: orderId,
        selectedOptionId: shipmentMethodUid,
        returnShipmentData: false,
        weight: kilograms(parcelWeightGrams(quantity, envelopes)),
        shipment: { orderNo: orderId, receiver },
      };
      await call("the shipment booking", checkoutUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return { reference: orderId };
    },
  };
}

const kilograms = (grams: number) => (grams / 1000).toFixed(3);

/** The answer's text, refused past MAX_ANSWER_BYTES without reading the rest. */
async function boundedText(response: Response): Promise<string> {
  const tooLarge = () => new ShippingUnavailableError(`nShift answered more than ${MAX_ANSWER_BYTES} bytes`);
  if (Number(response.headers.get("content-length")) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** nShift's errors are `{ code, message }` or a list of `{ field, message }`; the first message, briefly. */
function errorMessage(body: string): string {
  const answer = parseJson(body);
  const first = (Array.isArray(answer) ? answer[0] : answer) as { message?: unknown } | undefined;
  return typeof first?.message === "string" ? `: ${first.message.slice(0, 200)}` : "";
}
