import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ERROR_TEXTS } from "../../../domain/errors";
import { fill } from "../../../domain/fill";
import { THANK_YOU_MAILS_PER_DAY, type GiftEntryKind } from "../../../domain/giftList/giftList";
import { CURRENCY_OF_MARKET } from "../../../domain/giftList/kronor";
import { entriesThanked, fillThankYou, thankYouValues } from "../../../domain/giftList/thankYouGiver";
import { escapeHtml } from "../../../domain/html";
import { uiLanguageFor } from "../../../domain/languages";
import { accounts } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { prepareMail, queueMail, type QueuedMail, type SiteRow } from "../../core";
import { siteGiftItems, titleIn, type SiteGiftItems } from "./giftItems";
import { findGift, householdGifts, latestThankYou, lockThankYouSends, markThanked, recordThankYou, thankYouMailsSince, type GiftRow } from "./repository";

const DAY_MS = 86_400_000;

/** A second "send again" this soon after the last mail is the same click twice: it sends nothing more. */
export const AGAIN_WINDOW_MS = 60_000;

interface Draft {
  subject: string;
  body: string;
  again?: boolean;
}

/** What a send answers: when the named entry was thanked, and every entry the mail named (all ticked thanked). */
export interface ThankYouAnswer {
  thankedAt: string;
  thanked: { kind: GiftEntryKind; id: string }[];
}

function dailyLimitReached(): ApiError {
  const text = (language: "sv" | "en" | "da") => fill(ERROR_TEXTS.thankYouMailsDailyLimit[language], { max: THANK_YOU_MAILS_PER_DAY });
  return new ApiError(429, "thankYouMailsDailyLimit", text("en"), undefined, { errorDescription: { sv: text("sv"), en: text("en"), da: text("da") } });
}

/** The couple's draft with `{name}`, `{gift}` and `{amount}` filled for the giver's gifts (decision 099), as plain text and simple HTML. */
function composeThankYou(deps: Deps, items: SiteGiftItems, rows: readonly GiftRow[], draft: Draft, to: string, language: string, replyTo: string): QueuedMail {
  const itemOf = (row: GiftRow) => items.items.find((candidate) => candidate.moduleId === row.moduleId && candidate.itemId === row.itemId);
  const gifts = rows.map((row) => ({ ...row, title: titleIn(itemOf(row), language, items.mainLanguage) }));
  const filled = fillThankYou(draft, thankYouValues(gifts, uiLanguageFor(language), CURRENCY_OF_MARKET[deps.config.brand.market]));
  const subject = filled.subject.replace(/\s+/g, " ").trim();
  const paragraphs = filled.body.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">${paragraphs.map((part) => `<p style="white-space:pre-line">${escapeHtml(part)}</p>`).join("")}</body></html>`;
  return { to, replyTo, subject, text: `${paragraphs.join("\n\n")}\n`, html };
}

/**
 * Queues the couple's thank-you to the giver of one entry, its household's address, in the
 * household's language, naming the giver's gifts not yet thanked (all of them when sent again),
 * and ticks those thanked (decisions 096, 099). Under the site's send lock with the giver's rows
 * locked: a retried or doubled request, or one for another of the giver's entries, finds the
 * entry thanked and sends nothing more, and the day's bound is counted exactly.
 */
export async function sendThankYou(deps: Deps, site: SiteRow, kind: GiftEntryKind, id: string, draft: Draft): Promise<ThankYouAnswer> {
  await prepareMail(deps);
  const [owner] = await deps.db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, site.accountId));
  return deps.db.transaction(async (tx) => {
    await lockThankYouSends(tx, site.id);
    const row = await findGift(tx, site.id, kind, id, true);
    if (!row) throw new ApiError(404, "notFound", `No such ${kind} on this site`);
    if (!row.householdMail) throw new ApiError(422, "noMailAddress", "The gift has no household with a mail address", ["mail"]);
    if (row.thankedAt && !draft.again) throw new ApiError(409, "alreadyThanked", "The gift is already thanked for");
    // A household has a mail address only through `householdId`, so this is the giver's every entry.
    const named = entriesThanked(await householdGifts(tx, site.id, row.householdId!), row, draft.again ?? false);
    const now = deps.now();
    const answer = (thankedAt: Date) => ({ thankedAt: thankedAt.toISOString(), thanked: named.map((entry) => ({ kind: entry.kind, id: entry.id })) });
    const latest = await latestThankYou(tx, row.id);
    if (row.thankedAt && latest && now.getTime() - latest.getTime() < AGAIN_WINDOW_MS) return answer(row.thankedAt);
    if ((await thankYouMailsSince(tx, site.id, new Date(now.getTime() - DAY_MS))) >= THANK_YOU_MAILS_PER_DAY) throw dailyLimitReached();
    const mailId = randomUUID();
    await recordThankYou(tx, site.id, mailId, named.map((entry) => entry.id), now);
    await markThanked(tx, site.id, named, now);
    const items = siteGiftItems(site.document);
    // A household has a language whenever it has a mail address.
    const language = row.householdLanguage ?? items.mainLanguage;
    await queueMail(deps, composeThankYou(deps, items, named, draft, row.householdMail, language, owner!.mail), { key: `gift-thank-you:${mailId}`, tx });
    return answer(row.thankedAt ?? now);
  });
}
