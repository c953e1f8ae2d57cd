import type { Market } from "../../domain/brands";
import { MARKET_PHONE, shippingAddressSchema, type ShippingAddress } from "../../domain/orders/orderPayload";
import type { OrderTexts } from "./texts";
import { fill } from "../../domain/fill";

export type AddressField = keyof ShippingAddress;
export type AddressDraft = Record<AddressField, string>;

export const ADDRESS_FIELDS: readonly AddressField[] = ["firstName", "lastName", "addressLine1", "postCode", "city", "email", "phone"];

export const EMPTY_ADDRESS: AddressDraft = { firstName: "", lastName: "", addressLine1: "", postCode: "", city: "", email: "", phone: "" };

/**
 * The address checked by the very schema the server uses (orderPayload.ts), each field's first
 * problem in the owner's words; the address itself (trimmed) when there are none.
 */
export function checkAddress(draft: AddressDraft, texts: OrderTexts, market: Market): { address: ShippingAddress; problems?: never } | { address?: never; problems: Partial<Record<AddressField, string>> } {
  const result = shippingAddressSchema.safeParse(draft);
  if (result.success) return { address: result.data };
  const problems: Partial<Record<AddressField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    problems[field] ??= problemText(field, issue, draft[field], texts, market);
  }
  return { problems };
}

function problemText(field: AddressField, issue: { code: string; maximum?: unknown }, value: string, texts: OrderTexts, market: Market): string {
  if (value.trim() === "") return texts.required;
  if (issue.code === "too_big") return fill(texts.tooLong, { max: Number(issue.maximum) });
  if (field === "email") return texts.invalidEmail;
  if (field === "phone") return fill(texts.invalidPhone, { example: MARKET_PHONE[market].example });
  return texts.required;
}
