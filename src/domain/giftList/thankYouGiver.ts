import { fill } from "../fill";
import { formatLocale, type UiLanguage } from "../languages";
import type { GiftEntryKind } from "./giftList";
import { kronorIn, type GiftCurrency } from "./kronor";
import type { ThankYouText } from "./thankYouTexts";

/*
 * One thank-you per giver (decision 099): the rule of who a giver is and the filling of a
 * draft's placeholders, shared by the couple's screen and the server's mail so both agree.
 */

/** An entry as far as a thank-you needs it; the server's rows and the screen's gifts both fit. */
export interface ThankYouEntry {
  kind: GiftEntryKind;
  id: string;
  householdId: string | null;
  createdAt: string | Date;
  thankedAt: string | Date | null;
}

/** An entry thanked for: who gave, the gift's title in the mail's language, and any money pledged. */
export interface ThankedGift {
  giverName: string | null;
  householdName: string | null;
  title: string;
  amount: number | null;
}

/** The longest giver's name or gift title a placeholder is filled with. */
export const THANK_YOU_NAME_MAX = 200;
/** The longest list of titles `{gift}` is filled with: a draft of many `{gift}`s must not make a mail of megabytes. */
export const THANK_YOU_GIFTS_MAX = 400;

/** Who an entry's thanks go to: the household of a personal link; an entry without one is its own giver (typed names may collide). */
export const giverOf = (entry: Pick<ThankYouEntry, "kind" | "id" | "householdId">) => (entry.householdId ? `household:${entry.householdId}` : `${entry.kind}:${entry.id}`);

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The entries one thank-you for `named` names, oldest first: all of its giver's when sent again
 * on purpose, else those not yet thanked (the named one always).
 */
export function entriesThanked<T extends ThankYouEntry>(entries: readonly T[], named: T, again: boolean): T[] {
  const giver = giverOf(named);
  const own = entries.filter((entry) => giverOf(entry) === giver && !(entry.kind === named.kind && entry.id === named.id));
  return [named, ...own.filter((entry) => again || entry.thankedAt === null)].sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * `{name}`: the name the guests typed when every entry agrees, else the household's (empty when
 * neither: the couple writes what they know). `{gift}`: the titles, each once, joined as the
 * language joins a list. `{amount}`: the money pledged among them, empty when only things.
 */
export function thankYouValues(gifts: readonly ThankedGift[], language: UiLanguage, currency: GiftCurrency): { name: string; gift: string; amount: string } {
  const names = new Set(gifts.map((gift) => gift.giverName?.trim() ?? ""));
  const [agreed] = names;
  const household = gifts.find((gift) => gift.householdName?.trim())?.householdName?.trim() ?? "";
  const name = names.size === 1 && agreed ? agreed : household;
  const titles = [...new Set(gifts.map((gift) => gift.title.slice(0, THANK_YOU_NAME_MAX)).filter(Boolean))];
  const money = gifts.filter((gift) => gift.amount !== null);
  return {
    name: name.slice(0, THANK_YOU_NAME_MAX),
    gift: new Intl.ListFormat(formatLocale(language), { type: "conjunction" }).format(titles).slice(0, THANK_YOU_GIFTS_MAX),
    amount: money.length ? kronorIn(money.reduce((sum, gift) => sum + gift.amount!, 0), currency, language) : "",
  };
}

/** The couple's draft with the giver's values filled; what neither the screen nor the couple filled is filled on sending. */
export const fillThankYou = (text: ThankYouText, values: ReturnType<typeof thankYouValues>): ThankYouText => ({ subject: fill(text.subject, values), body: fill(text.body, values) });
