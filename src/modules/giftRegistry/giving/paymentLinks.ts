import { GIFT_AMOUNT } from "../money";
import { givingMessage } from "./givingMessage";
import { parsePayeeNumber, type GivingApp } from "./payeeNumbers";

/**
 * What opens the payment app with a money gift filled in: a link for a phone, the text of a QR
 * code for a computer's screen. Formats, sources and what is unconfirmed:
 * docs/integrations/swish-and-mobilepay.md; the choices: decision 094.
 */

export { GIVING_MESSAGE_MAX, givingMessage } from "./givingMessage";

export interface GivingPayment {
  /** The couple's number, as parsePayeeNumber stores it (a typed form is read too). */
  payee: string;
  /** Whole kronor within GIFT_AMOUNT. */
  amount: number;
  /** The guest's greeting; made safe here with givingMessage. */
  message: string;
}

/** The payment checked and made safe; a number or amount out of bounds is a caller's bug. */
function checked(app: GivingApp, p: GivingPayment): GivingPayment {
  const payee = parsePayeeNumber(app, p.payee);
  if (payee === null) throw new RangeError(`not a ${app} number for a private person`);
  if (!Number.isInteger(p.amount) || p.amount < GIFT_AMOUNT.min || p.amount > GIFT_AMOUNT.max) {
    throw new RangeError(`the amount must be whole kronor from ${GIFT_AMOUNT.min} to ${GIFT_AMOUNT.max}`);
  }
  return { payee, amount: p.amount, message: givingMessage(app, p.message) };
}

/**
 * The link that opens the app on a phone, or null where no link can be trusted (MobilePay: the
 * UI shows the number and the amount to type in). The payee is fixed so that the gift reaches the
 * couple; the amount and the greeting stay editable, since the guest's own money and words are
 * theirs to change and we never see the payment anyway.
 */
export function paymentAppLink(app: GivingApp, p: GivingPayment): string | null {
  const { payee, amount, message } = checked(app, p);
  if (app === "mobilepay") return null;
  const data = {
    version: 1,
    payee: { value: payee, editable: false },
    amount: { value: amount, editable: true },
    message: { value: message, editable: true },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** Swish's lock mask: bit 0 the payee, bit 1 the amount, bit 2 the message; a set bit is editable. */
const SWISH_EDITABLE_AMOUNT_AND_MESSAGE = 0b110;

/**
 * The text of the QR code a computer shows for the phone's app to scan, or null where the app
 * has no such code for a private person (MobilePay). Swish's prefilled code is
 * `C<payee>;<amount>;<message>;<mask>`: the amount with two decimals after a comma, the message
 * URL-encoded (so a ";" in it cannot end the field), the same editable fields as the link.
 */
export function paymentQrText(app: GivingApp, p: GivingPayment): string | null {
  const { payee, amount, message } = checked(app, p);
  if (app === "mobilepay") return null;
  return `C${payee};${amount},00;${encodeURIComponent(message)};${SWISH_EDITABLE_AMOUNT_AND_MESSAGE}`;
}
