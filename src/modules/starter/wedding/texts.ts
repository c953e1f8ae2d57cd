import type { FormModuleTexts, RsvpTexts } from "../forms";
import type { StarterLanguage } from "../languages";
import { DA } from "./da";
import { EN } from "./en";
import { FI } from "./fi";
import { NO } from "./no";
import { SV } from "./sv";

type Pair<T> = readonly [T, T];
interface Gift {
  title: string;
  description: string;
}

/**
 * Everything the wedding page says, in one language: plain text (the page builder makes the
 * rich text), with the couple's names, the place and the date put in where they fit.
 */
export interface WeddingTexts {
  /** How Intl names the day in this language. */
  locale: string;
  clock: (hour: number, minute: number) => string;
  /** The couple's names until they give their own. */
  couple: Pair<string>;
  /**
   * Candidate toastmasters' first and last names: believable people the couple replaces. The
   * page takes the first two whose first names are not the couple's (four or more always leave two).
   */
  toastmasters: readonly [Pair<string>, Pair<string>, Pair<string>, Pair<string>, ...Pair<string>[]];
  header: { menu: string; line: (date: string | null, place: string | null) => string };
  countdown: string;
  ceremony: { title: string; menu: string; when: (date: string, clock: string) => string; dateToCome: string; text: (place: string | null) => string[] };
  party: { title: string; menu: string; when: string; text: string[] };
  info: { title: string; menu: string; dressCode: string; children: string; unplugged: string; unpluggedText: string; stay: string; stayText: (place: string | null) => string };
  people: { title: string; menu: string; role: string; texts: Pair<(self: string, friend: string) => string> };
  gifts: { title: string; registryTitle: string; items: readonly [Gift, Gift, Gift] };
  speech: FormModuleTexts & { name: string; kind: string; speech: string; song: string; act: string; minutes: string; };
  /** `deadline` names the reply date the wizard was given, in words the guest page finds it by (modules/rsvp/deadline.ts). */
  rsvp: RsvpTexts & { allergies: string; bus: string; busYes: string; busNo: string; message: string; deadline: (date: string) => string };
}

export const WEDDING_TEXTS: Record<StarterLanguage, WeddingTexts> = { sv: SV, en: EN, da: DA, no: NO, fi: FI };
