import type { FastifyInstance } from "fastify";
import { ownerMailLanguage } from "../../../domain/languages";
import { formatKronor } from "../../../modules/giftRegistry/giving/kronor";
import type { Deps } from "../../deps";
import { prepareMail, queueMail } from "../../core";
import { giftDigestMail, type DigestLine } from "./digestMail";
import { dueDigests, giftsInWindow, lockLastWindow, recordWindow, siteDocumentOf, type DueDigest } from "./digestRepository";
import { itemKey, siteGiftItems, titleIn } from "./giftItems";

export const GIFT_DIGEST_QUEUE = "gift-digest";
/** Hourly, at twenty to: a site's digest goes out within the hour its day has passed. */
export const GIFT_DIGEST_CRON = "40 * * * *";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** At most one digest a site in this time. */
export const DIGEST_INTERVAL_MS = DAY_MS;
/** The gifts listed in one mail; the rest are counted ("… och 12 till"). */
export const DIGEST_LISTED = 50;
/** A window ends this long before the run, so a gift still being stored at its end is in the next one. */
const SETTLE_MS = MINUTE_MS;
/** The furthest back a window reaches: a site's first digest, or one after the job stood still this long. */
const HORIZON_MS = 7 * DAY_MS;
/** Sites handled a run; more wait for the next hour. */
const BATCH = 500;

type DigestDeps = Pick<Deps, "db" | "jobs" | "now" | "config">;

/**
 * Mails each site's owner the gifts that came since the site's last digest, once a day at
 * most (decision 098). The window's end is recorded and the mail queued in one transaction
 * under the site's row lock, and the mail's key names the site and the window: a run twice,
 * or two at once, queue one mail.
 */
export async function sendGiftDigests(deps: DigestDeps, log: (message: string, error?: unknown) => void): Promise<number> {
  const windowEnd = new Date(deps.now().getTime() - SETTLE_MS);
  const horizon = new Date(windowEnd.getTime() - HORIZON_MS);
  await prepareMail(deps);
  let sent = 0;
  const failures: unknown[] = [];
  for (const due of await dueDigests(deps.db, { horizon, windowEnd, interval: DIGEST_INTERVAL_MS }, BATCH)) {
    try {
      if (await sendDigest(deps, due, horizon, windowEnd)) sent++;
    } catch (error) {
      log(`could not mail the gift digest of site ${due.siteId}`, error);
      failures.push(error);
    }
  }
  // The job fails so pg-boss retries it; the sent ones moved their window and are not sent again.
  if (failures.length) throw new AggregateError(failures, `${failures.length} gift digest(s) not sent`);
  return sent;
}

async function sendDigest(deps: DigestDeps, due: DueDigest, horizon: Date, windowEnd: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const last = await lockLastWindow(tx, due.siteId);
    if (last && last.getTime() > windowEnd.getTime() - DIGEST_INTERVAL_MS) return false;
    const after = last && last > horizon ? last : horizon;
    const { gifts, total } = await giftsInWindow(tx, due.siteId, after, windowEnd, DIGEST_LISTED);
    if (total === 0) return false;
    if (!(await recordWindow(tx, due.siteId, windowEnd, !last))) return false;

    const items = siteGiftItems(await siteDocumentOf(tx, due.siteId));
    const byKey = new Map(items.items.map((item) => [itemKey(item.moduleId, item.itemId), item]));
    const language = ownerMailLanguage(items.mainLanguage, deps.config.brand.market);
    const lines = gifts.map(
      (gift): DigestLine => ({
        giver: gift.giverName || gift.householdName,
        what: titleIn(byKey.get(itemKey(gift.moduleId, gift.itemId)), language, items.mainLanguage),
        amount: gift.amount === null ? null : formatKronor(gift.amount, deps.config.brand.market, language),
        quantity: gift.quantity,
        greeting: gift.greeting,
      }),
    );
    const link = `${deps.config.appUrl}/redigera/${due.siteId}/visa-osa/gavor/`;
    const mail = giftDigestMail(due.mail, { lines, total, host: due.host ?? deps.config.brand.domain, link, brand: deps.config.brand.name }, language);
    await queueMail(deps, mail, { key: `gift-digest:${due.siteId}:${windowEnd.toISOString()}`, tx });
    return true;
  });
}

/** The digest's hourly run, fired once across all processes. */
export function giftDigestWork(app: FastifyInstance, deps: Deps): void {
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  void deps.jobs.work(GIFT_DIGEST_QUEUE, async () => {
    await sendGiftDigests(deps, log);
  });
  void deps.jobs.schedule(GIFT_DIGEST_QUEUE, GIFT_DIGEST_CRON);
}
