import { createHash } from "node:crypto";
import type { GuestNotices, PageNotices } from "../../../domain/notices/notices";
import { boundedMap } from "../../boundedMap";
import type { Deps } from "../../deps";
import { invitedEventIds, siteNoticeFacts, type SiteNoticeFacts } from "./repository";

/**
 * How long a process answers from what it read: a notice written through another process shows
 * within this plus the page's poll (10 s), inside the 15 s a guest should wait (decision 108).
 */
export const NOTICE_FACTS_TTL_MS = 4_000;
const SITES_KEPT = 2_000;
const LINKS_KEPT = 20_000;
/** Answers kept per read of a site's facts: the open page's and a few households' event sets. */
const AUDIENCES_KEPT = 50;

interface Kept<T> {
  value: T;
  loadedAt: number;
}

/** A guest page's notices, as JSON and as the page draws them, and its entity tag. */
export interface NoticesAnswer {
  body: string;
  etag: string;
  page: PageNotices;
}

/**
 * The guests' read of the notices, cheap enough to be polled by every open page: each site's live
 * notices and public events, and each personal link's invited events, are read once per
 * NOTICE_FACTS_TTL_MS per process (bounded maps), and a notice written here drops its site's entry.
 */
export function guestNoticeReader(deps: Pick<Deps, "db" | "now">) {
  const sites = boundedMap<Kept<SiteNoticeFacts>>(SITES_KEPT);
  const links = boundedMap<Kept<string[] | null>>(LINKS_KEPT);
  const answered = new WeakMap<SiteNoticeFacts, Map<string, NoticesAnswer>>();

  async function kept<T>(map: ReturnType<typeof boundedMap<Kept<T>>>, key: string, load: () => Promise<T>): Promise<T> {
    const now = deps.now().getTime();
    const entry = map.get(key);
    if (entry && now - entry.loadedAt < NOTICE_FACTS_TTL_MS && entry.loadedAt <= now) return entry.value;
    const value = await load();
    map.set(key, { value, loadedAt: now });
    return value;
  }

  return {
    /** The events a personal link's household is invited to; null for a token that is none of the site's. */
    invited: (siteId: string, token: string) => kept(links, `${siteId}:${token}`, async () => (await invitedEventIds(deps.db, siteId, token)) ?? null),

    /** The live notices for everyone and for the given events (the public ones on the open page), newest first. */
    async answer(siteId: string, invited: string[] | null): Promise<NoticesAnswer> {
      const facts = await kept(sites, siteId, () => siteNoticeFacts(deps.db, siteId, deps.now()));
      // Every open page's request and poll asks: the answer is worked out once per read of the facts
      // and audience (a notice past its expiry goes with the next read, within NOTICE_FACTS_TTL_MS).
      const audience = invited === null ? "open" : [...invited].sort().join(",");
      let answers = answered.get(facts);
      if (!answers) answered.set(facts, (answers = new Map()));
      const known = answers.get(audience);
      if (known) return known;
      const events = new Set(invited ?? facts.publicEventIds);
      const now = deps.now().getTime();
      const answer: GuestNotices = {
        notices: facts.notices
          .filter((notice) => notice.expiresAt.getTime() > now && (notice.eventId === null || events.has(notice.eventId)))
          .map((notice) => ({ id: notice.id, text: notice.text, postedAt: (notice.editedAt ?? notice.createdAt).toISOString() })),
      };
      const body = JSON.stringify(answer);
      const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
      const result = { body, etag, page: { ...answer, etag } };
      if (answers.size < AUDIENCES_KEPT) answers.set(audience, result);
      return result;
    },

    /** After a write in this process: its next read is fresh. */
    forget(siteId: string): void {
      sites.set(siteId, { value: { notices: [], publicEventIds: [] }, loadedAt: -Infinity });
    },
  };
}
export type GuestNoticeReader = ReturnType<typeof guestNoticeReader>;

const readers = new WeakMap<object, GuestNoticeReader>();

/** The app's one reader: the poll route and the page render share what it keeps, and a write's forget reaches both. */
export function noticeReaderOf(deps: Pick<Deps, "db" | "now">): GuestNoticeReader {
  let reader = readers.get(deps);
  if (!reader) readers.set(deps, (reader = guestNoticeReader(deps)));
  return reader;
}
