import type { UiLanguage } from "../../../domain/languages";
import type { QueuedMail } from "../../core";

/** One gift as the digest lists it; the words are already in the owner's language. */
export interface DigestLine {
  giver: string | null;
  what: string;
  /** The amount written out, or the count reserved. */
  amount: string | null;
  quantity: number | null;
  greeting: string;
}

interface Texts {
  subject: (count: number) => string;
  intro: (host: string) => string;
  anonymous: string;
  pieces: (count: number) => string;
  more: (count: number) => string;
  outro: (link: string) => string;
  signature: (brand: string) => string;
}

/** Words every brand shares: guests, gifts and the page, never the occasion. */
const TEXTS: Record<UiLanguage, Texts> = {
  sv: {
    subject: (count) => (count === 1 ? "1 ny gåva på er sida" : `${count} nya gåvor på er sida`),
    intro: (host) => `Hej!\n\nGästerna har gett eller reserverat det här på ${host}:`,
    anonymous: "Anonym",
    pieces: (count) => `${count} st`,
    more: (count) => `… och ${count} till`,
    outro: (link) => `Under Gåvor ser ni alla gåvor, bockar av det som har kommit in och tackar:\n${link}\n\nEtt sådant här mejl kommer högst en gång om dagen, och bara när nya gåvor har kommit.`,
    signature: (brand) => `Hälsningar\n${brand}`,
  },
  en: {
    subject: (count) => (count === 1 ? "1 new gift on your page" : `${count} new gifts on your page`),
    intro: (host) => `Hello!\n\nYour guests have given or reserved this on ${host}:`,
    anonymous: "Anonymous",
    pieces: (count) => `${count} pcs`,
    more: (count) => `… and ${count} more`,
    outro: (link) => `Under Gifts you see every gift, tick off what has come in and say thank you:\n${link}\n\nA mail like this comes at most once a day, and only when new gifts have come.`,
    signature: (brand) => `Best wishes\n${brand}`,
  },
  da: {
    subject: (count) => (count === 1 ? "1 ny gave på jeres side" : `${count} nye gaver på jeres side`),
    intro: (host) => `Hej!\n\nGæsterne har givet eller reserveret dette på ${host}:`,
    anonymous: "Anonym",
    pieces: (count) => `${count} stk.`,
    more: (count) => `… og ${count} mere`,
    outro: (link) => `Under Gaver ser I alle gaver, krydser af, hvad der er kommet ind, og siger tak:\n${link}\n\nEn mail som denne kommer højst én gang om dagen, og kun når der er kommet nye gaver.`,
    signature: (brand) => `Venlig hilsen\n${brand}`,
  },
};

/** Names and greetings on one line each, so a guest's text cannot pass for a line of ours. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function line(texts: Texts, gift: DigestLine): string {
  const size = gift.amount ?? texts.pieces(gift.quantity ?? 1);
  const greeting = oneLine(gift.greeting);
  return `- ${oneLine(gift.giver ?? "") || texts.anonymous}: ${[oneLine(gift.what), size].filter(Boolean).join(", ")}${greeting ? `\n  "${greeting}"` : ""}`;
}

/** The owner's digest: every gift of the window listed (up to the bound), how many more, and the link to the Gåvor tab. */
export function giftDigestMail(to: string, digest: { lines: DigestLine[]; total: number; host: string; link: string; brand: string }, language: UiLanguage): QueuedMail {
  const texts = TEXTS[language];
  const rest = digest.total - digest.lines.length;
  const list = [...digest.lines.map((gift) => line(texts, gift)), ...(rest > 0 ? [texts.more(rest)] : [])].join("\n");
  return { to, subject: texts.subject(digest.total), text: `${texts.intro(digest.host)}\n\n${list}\n\n${texts.outro(digest.link)}\n\n${texts.signature(digest.brand)}\n` };
}
