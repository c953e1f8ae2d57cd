import type { GivingApp } from "./payeeNumbers";

/**
 * The greeting a guest sends with a money gift, made safe for the payment app. Swish takes 50
 * characters of a-ö, A-Ö, 0-9, space and :;.,?!()-" (its payment request message rules); the
 * 60 characters of MobilePay are those of its payment links, the only limit it states.
 */
export const GIVING_MESSAGE_MAX: Record<GivingApp, number> = { swish: 50, mobilepay: 60 };

/** Past any greeting a form sends; what lies beyond is not read, which bounds the work. */
const MESSAGE_INPUT_MAX = 10_000;

const ALLOWED: Record<GivingApp, RegExp> = {
  swish: /^[a-zA-ZåäöÅÄÖ0-9 :;.,?!()"-]$/u,
  mobilepay: /^[\p{L}\p{N} .,:;!?()&'"#+/%-]$/u,
};

/** Signs people type that have a plain form the apps take. */
const PLAIN_FORMS: Record<string, string> = {
  "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"',
  "\u2018": "'", "\u2019": "'", "\u201a": "'", "`": "'", "\u00b4": "'",
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-",
  "\u2026": "...",
};

/** Swish lacks the Danish and Norwegian letters; their Swedish twins read the same. */
const SWEDISH_TWINS: Record<string, string> = { æ: "ä", Æ: "Ä", ø: "ö", Ø: "Ö", "&": " och " };

function fits(app: GivingApp, text: string): boolean {
  return [...text].every((c) => ALLOWED[app].test(c));
}

function safeCharacter(app: GivingApp, character: string): string {
  const plain = PLAIN_FORMS[character] ?? character;
  if (app === "swish" && SWEDISH_TWINS[plain]) return SWEDISH_TWINS[plain];
  if (fits(app, plain)) return plain;
  // é, ü, ç …: the letter without its accent, if the app takes that
  const unaccented = plain.normalize("NFD").replace(/\p{M}/gu, "");
  if (unaccented !== plain && fits(app, unaccented)) return unaccented;
  // an apostrophe joins a word ("Anna's" → "Annas"); anything else parts words
  return plain === "'" ? "" : " ";
}

/** Cut at a space before the limit rather than mid-word, and drop a dangling comma or dash. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const lastSpace = text.slice(0, max + 1).lastIndexOf(" ");
  const cut = lastSpace > max / 2 ? text.slice(0, lastSpace) : text.slice(0, max);
  return cut.replace(/[\s,;:(&'"-]+$/u, "");
}

/**
 * The greeting as the app takes it: only characters it allows, whitespace collapsed, and no
 * longer than its limit. Making it safe twice gives the same text.
 */
export function givingMessage(app: GivingApp, text: string): string {
  const safe = [...text.slice(0, MESSAGE_INPUT_MAX).normalize("NFC")].map((c) => safeCharacter(app, c)).join("");
  return shortened(safe.replace(/\s+/g, " ").trim(), GIVING_MESSAGE_MAX[app]);
}
