import { useEffect, useState } from "react";
import { readStored, writeStored } from "../../kit/guestPage/browser/browserKey";

type Own = Record<string, number>;

const storageKey = (siteId: string) => `eventsite:gift-own:${siteId}`;
const giftKey = (moduleId: string, itemId: string) => `${moduleId}/${itemId}`;

function readOwn(siteId: string): Own {
  try {
    const parsed: unknown = JSON.parse(readStored(storageKey(siteId)) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Own) : {};
  } catch {
    return {};
  }
}

/**
 * How many of each gift this browser reserved (decision 084): only its guest sees "Ångra
 * reservation", and may take back no more than that. Read after hydration, since the server's
 * page knows no browser; the server refuses another browser's undo whatever this says.
 */
export function useOwnReservations(siteId: string) {
  const [own, setOwn] = useState<Own>({});
  useEffect(() => setOwn(readOwn(siteId)), [siteId]);
  const quantityOf = (moduleId: string, itemId: string) => {
    const value = own[giftKey(moduleId, itemId)];
    return typeof value === "number" && value > 0 ? value : 0;
  };
  /** Adds (or with a negative `change` takes back) what this browser holds of a gift. */
  const change = (moduleId: string, itemId: string, by: number) => {
    const next = { ...readOwn(siteId) };
    const left = Math.max(0, (next[giftKey(moduleId, itemId)] ?? 0) + by);
    if (left) next[giftKey(moduleId, itemId)] = left;
    else delete next[giftKey(moduleId, itemId)];
    writeStored(storageKey(siteId), JSON.stringify(next));
    setOwn(next);
  };
  return { quantityOf, change };
}
