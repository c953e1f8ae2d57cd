import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { GiftReservation } from "../../../modules/giftRegistry/schema";
import type { GuestEvent } from "../../../domain/guestList/types";
import type { AnsweredSite, SiteSummary } from "../../core";

export interface CachedSite {
  summary: SiteSummary;
  reservations: GiftReservation[];
  /** The reservations as text, part of the rendered page's cache key. */
  reservationsKey: string;
  /** The guest list's events the open page's schedule shows (issue 34); a change to any event drops the entry. */
  publicEvents: GuestEvent[];
  /** The public events as text, part of the rendered page's cache key. */
  publicEventsKey: string;
  /** From when the open page offers "Hitta din plats" (decision 115); Infinity while no public event's plan is open to a search. */
  seatSearchFrom: number;
}

/**
 * What a guest page request needs from the database (the site on a host, its gift
 * reservations and its public events), and what a guest's answer needs (the site by id, with its owner's address),
 * kept per process. PostgreSQL tells every instance the moment a site
 * changes (NOTIFY site_changed from the triggers of migration 0003), and the entry goes.
 * While the listening connection is down, nothing is cached.
 */
export interface SiteCache {
  /** Reads through the cache; a change announced during the read is not cached over. */
  load(host: string, read: () => Promise<CachedSite | undefined>): Promise<CachedSite | undefined>;
  /** The same for the site a guest answers on, by its id. An owner's address never changes; the site going goes with it. */
  loadAnswered(siteId: string, read: () => Promise<AnsweredSite | undefined>): Promise<AnsweredSite | undefined>;
  /** Resolves once this process has heard of every change committed before the call (a NOTIFY of its own comes back after them). */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_ENTRIES = 1000;
const CHANNEL = "site_changed";
/** A payload no site id has: the marker caughtUp() sends itself. */
const MARKER = "caught-up:";

export function siteCache(pool: pg.Pool, log: (message: string, error?: unknown) => void): SiteCache {
  const byHost = new Map<string, CachedSite>();
  const answeredById = new Map<string, AnsweredSite>();
  let generation = 0;
  let listening = false;
  let stopped = false;
  let client: pg.PoolClient | undefined;
  const markers = new Map<string, () => void>();

  const evict = (siteId: string) => {
    generation++;
    for (const [host, entry] of byHost) if (entry.summary.id === siteId) byHost.delete(host);
    answeredById.delete(siteId);
  };

  /** Reads through `entries`; a change announced during the read is not cached over, and nothing is while not listening. */
  async function readThrough<T>(entries: Map<string, T>, key: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    await started;
    const cached = listening ? entries.get(key) : undefined;
    if (cached) return cached;
    const before = generation;
    const fresh = await read();
    if (fresh && listening && generation === before) {
      entries.set(key, fresh);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    return fresh;
  }

  const listen = async () => {
    try {
      const connection = await pool.connect();
      client = connection;
      connection.on("notification", (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        if (message.payload.startsWith(MARKER)) markers.get(message.payload)?.();
        else evict(message.payload);
      });
      connection.on("error", (error) => {
        listening = false;
        byHost.clear();
        answeredById.clear();
        if (client !== connection) return; // stop() has taken it and releases it itself
        client = undefined;
        connection.release(error);
        if (stopped) return;
        log("site change listener lost its connection; guest pages are read uncached until it is back", error);
        setTimeout(() => void listen(), 1000).unref();
      });
      await connection.query(`LISTEN ${CHANNEL}`);
      listening = true;
    } catch (error) {
      log("site change listener could not start; retrying", error);
      client?.release(error as Error);
      client = undefined;
      if (!stopped) setTimeout(() => void listen(), 1000).unref();
    }
  };
  const started = listen();

  return {
    load: (host, read) => readThrough(byHost, host, read),
    loadAnswered: (siteId, read) => readThrough(answeredById, siteId, read),
    async caughtUp() {
      await started;
      if (!listening) return; // nothing is cached while not listening
      // Notifications arrive in commit order: the marker comes back after every change before it.
      const marker = `${MARKER}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
      await pool.query("SELECT pg_notify($1, $2)", [CHANNEL, marker]);
      await heard;
      markers.delete(marker);
    },
    async stop() {
      stopped = true;
      listening = false;
      await started;
      // Taken out first: the connection may drop while UNLISTEN waits (the database
      // stopping too), and its error handler must not release it a second time.
      const listener = client;
      client = undefined;
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        listener.release();
      }
    },
  };
}
