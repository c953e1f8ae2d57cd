import { useRef } from "react";
import { guestApi } from "../../kit/guestPage/guestApi";

export interface IssuedKey {
  key: string;
  /** Date.now() when it was fetched: an answer kept offline sends it only within its lifetime. */
  issuedAt: number;
  /** performance.now() from which the server takes the key for a person's (its minimum age). */
  usableAt: number;
}

/**
 * A guest form's post key, fetched ahead of the send. The server takes a key sent sooner
 * than its minimum age for a robot's, so `take` waits out what is left instead (decision 015).
 */
export function usePostKey(path: string) {
  const pending = useRef<Promise<IssuedKey> | null>(null);

  /** Fetches a key unless one is already on its way or waiting; a failed fetch is forgotten. */
  const fetchKey = (): Promise<IssuedKey> => {
    if (!pending.current) {
      const request = guestApi<{ key: string; minAgeMs: number }>(path).then(({ key, minAgeMs }) => ({ key, issuedAt: Date.now(), usableAt: performance.now() + minAgeMs }));
      pending.current = request;
      request.catch(() => {
        if (pending.current === request) pending.current = null;
      });
    }
    return pending.current;
  };

  /** The key for one send, once it is old enough; the next send gets a new one. */
  const takeIssued = async (): Promise<IssuedKey> => {
    const issued = await fetchKey();
    pending.current = null;
    const left = issued.usableAt - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    return issued;
  };

  const take = async (): Promise<string> => (await takeIssued()).key;

  return { fetchKey, take, takeIssued };
}
