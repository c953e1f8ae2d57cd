import type { ErrorCode } from "../../../domain/errors";

/** Stripe's test card numbers (INTEGRATIONS §1.5) as the test PaymentMethods the fake confirms with. */
const TEST_CARDS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000000127": "pm_card_chargeDeclinedIncorrectCvc",
  "4000000000000119": "pm_card_chargeDeclinedProcessingError",
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The test PaymentMethod for a typed card number (spaces ignored); null when it is no card
 * number at all. Any other valid number is declined, as Stripe's test mode declines real cards.
 */
export function sandboxPaymentMethod(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return null;
  return TEST_CARDS[digits] ?? "pm_card_chargeDeclined";
}

const DECLINE_ERRORS: Record<string, ErrorCode> = {
  insufficient_funds: "cardInsufficientFunds",
  expired_card: "cardExpired",
  incorrect_cvc: "cardCvcIncorrect",
  processing_error: "cardProcessingError",
};

/** The readable refusal for a Stripe decline or error code. */
export const declineError = (code: string): ErrorCode => DECLINE_ERRORS[code] ?? "cardDeclined";
