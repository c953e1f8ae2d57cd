import { eq } from "drizzle-orm";
import { ERROR_TEXTS } from "../../../domain/errors";
import { fill } from "../../../domain/fill";
import { THANK_YOU_MAILS_PER_DAY, type GiftEntryKind } from "../../../domain/giftList/giftList";
import { escapeHtml } from "../../../domain/html";
import { uiLanguageFor } from "../../../domain/languages";
import { formatKronor } from "../../../modules/giftRegistry/giving/kronor";
import { accounts } from "../../db/schema";
import type { Deps } from "../../deps";
import { ApiError } from "../../http/errors";
import { prepareMail, queueMail, type QueuedMail, type SiteRow } from "../../core";
import { siteGiftItems, titleIn, type SiteGiftItems } from "./giftItems";
import { findGift, latestThankYou, lockThankYouSends, recordThankYou, setTicks, thankYouMailsSince, type GiftRow } from "./repository";

const DAY_MS = 86_400_000;

/** A second "send again" this soon after the last mail is the same click twice: it sends nothing more. */
export const AGAIN_WINDOW_MS = 60_000;

/** The longest name or gift title a placeholder is filled with. */
const PLACEHOLDER_VALUE_MAX = 200;

interface Draft {
  subject: string;
  body: string;
  again?: boolean;
}

function dailyLimitReached(): ApiError {
  const text = (language: "sv" | "en" | "da") => fill(ERROR_TEXTS.thankYouMailsDailyLimit[language], { max: THANK_YOU_MAILS_PER_DAY });
  return new ApiError(429, "thankYouMailsDailyLimit", text("en"), undefined, { errorDescription: { sv: text("sv"), en: text("en"), da: text("da") } });
}

/** The couple's draft with `{name}`, `{gift}` and `{amount}` filled for this gift, as plain text and simple HTML. */
function composeThankYou(deps: Deps, items: SiteGiftItems, row: GiftRow, draft: Draft, to: string, language: string, replyTo: string): QueuedMail {
  const item = items.items.find((candidate) => candidate.moduleId === row.moduleId && candidate.itemId === row.itemId);
  // Each value cut short: a draft of many `{gift}`s must not make a mail of megabytes.
  const values = {
    name: (row.giverName ?? row.householdName ?? "").slice(0, PLACEHOLDER_VALUE_MAX),
    gift: titleIn(item, language, items.mainLanguage).slice(0, PLACEHOLDER_VALUE_MAX),
    amount: row.amount === null ? "" : formatKronor(row.amount, deps.config.brand.market, uiLanguageFor(language)),
  };
  const subject = fill(draft.subject, values).replace(/\s+/g, " ").trim();
  const body = fill(draft.body, values);
  const paragraphs = body.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">${paragraphs.map((part) => `<p style="white-space:pre-line">${escapeHtml(part)}</p>`).join("")}</body></html>`;
  return { to, replyTo, subject, text: `${paragraphs.join("\n\n")}\n`, html };
}

/**
 * Queues the couple's thank-you for one gift to its household's address, in the household's
 * language, and ticks it thanked (decision 096). Under the site's send lock: the round of the
 * entry's mails names the mail's key, so a retried or doubled request finds the entry thanked
 * and sends nothing more, and the day's bound is counted exactly.
 */
export async function sendThankYou(deps: Deps, site: SiteRow, kind: GiftEntryKind, id: string, draft: Draft): Promise<{ thankedAt: string }> {
  await prepareMail(deps);
  const [owner] = await deps.db.select({ mail: accounts.mail }).from(accounts).where(eq(accounts.id, site.accountId));
  return deps.db.transaction(async (tx) => {
    await lockThankYouSends(tx, site.id);
    const row = await findGift(tx, site.id, kind, id, true);
    if (!row) throw new ApiError(404, "notFound", `No such ${kind} on this site`);
    if (!row.householdMail) throw new ApiError(422, "noMailAddress", "The gift has no household with a mail address", ["mail"]);
    const now = deps.now();
    const latest = await latestThankYou(tx, row.id);
    if (row.thankedAt && !draft.again) throw new ApiError(409, "alreadyThanked", "The gift is already thanked for");
    if (row.thankedAt && latest && now.getTime() - latest.createdAt.getTime() < AGAIN_WINDOW_MS) return { thankedAt: row.thankedAt.toISOString() };
    if ((await thankYouMailsSince(tx, site.id, new Date(now.getTime() - DAY_MS))) >= THANK_YOU_MAILS_PER_DAY) throw dailyLimitReached();
    const round = (latest?.round ?? 0) + 1;
    await recordThankYou(tx, site.id, row.id, round, now);
    await setTicks(tx, site.id, kind, row.id, { thanked: true }, now);
    const items = siteGiftItems(site.document);
    // A household has a language whenever it has a mail address.
    const language = row.householdLanguage ?? items.mainLanguage;
    await queueMail(deps, composeThankYou(deps, items, row, draft, row.householdMail, language, owner!.mail), { key: `gift-thank-you:${row.id}:${round}`, tx });
    return { thankedAt: (row.thankedAt ?? now).toISOString() };
  });
}
