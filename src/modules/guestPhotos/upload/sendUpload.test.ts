import { describe, expect, it } from "vitest";
import { PHOTO_PART_BYTES } from "../../../domain/guestPhotos/limits";
import type { GuestPhoto, UploadStart, UploadStatus } from "../../../domain/guestPhotos/types";
import { GuestApiError } from "../../../kit/guestPage/guestApi";
import { missingParts, partRange, sentPercent } from "./parts";
import { TRIES, waitBeforeRetry } from "./retry";
import { sendUpload, type UploadCalls } from "./sendUpload";

const lost = () => new GuestApiError({ text: "Failed to fetch" });
const status = (code: number, retryAfterSeconds?: number) => new GuestApiError({ status: code }, retryAfterSeconds);

const input: UploadStart = { uploader: "k".repeat(32), fileName: "Åsa på dansgolvet.jpg", contentType: "image/jpeg", size: 0 };
const photo = { id: "p1", state: "pending" } as GuestPhoto;

/** A server holding one upload's parts; `failures` are thrown, in order, by the calls they name. */
function fakeServer(size: number, failures: Partial<Record<"start" | "part" | "finish" | "status", unknown[]>> = {}, received: number[] = []) {
  const parts = Math.ceil(size / PHOTO_PART_BYTES);
  const got = new Map<number, number>(received.map((index) => [index, PHOTO_PART_BYTES]));
  const log: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const answer = (): UploadStatus => ({ uploadId: "u1", partBytes: PHOTO_PART_BYTES, parts, receivedParts: [...got.keys()].sort((a, b) => a - b) });
  const fail = (call: keyof typeof failures) => {
    const next = failures[call]?.shift();
    if (next) throw next;
  };
  const calls: UploadCalls = {
    start: async () => (log.push("start"), fail("start"), answer()),
    status: async () => (log.push("status"), fail("status"), answer()),
    part: async (_id, index, bytes) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      log.push(`part ${index}`);
      fail("part");
      got.set(index, bytes.size);
      return answer();
    },
    finish: async () => (log.push("finish"), fail("finish"), photo),
  };
  return { calls, log, got, mostInFlight: () => mostInFlight };
}

function environment(offline: () => boolean = () => false) {
  const waits: number[] = [];
  const events: string[] = [];
  return {
    waits,
    events,
    sleep: async (ms: number) => void waits.push(ms),
    online: async () => void events.push("waited for online"),
    random: () => 1,
    isOffline: offline,
    onOffline: (now: boolean) => void events.push(now ? "offline" : "online"),
  };
}

const watcher = () => {
  const seen: (number | string)[] = [];
  return { seen, started: (id: string) => void seen.push(`started ${id}`), sent: (percent: number) => void seen.push(percent), processing: () => void seen.push("processing") };
};

describe("a guest's photo sent in parts", () => {
  it("cuts the file into 1 MiB parts and counts what the server holds", () => {
    expect(missingParts({ parts: 5, receivedParts: [0, 2] })).toEqual([1, 3, 4]);
    expect(partRange(2, PHOTO_PART_BYTES, 2.5 * PHOTO_PART_BYTES)).toEqual({ start: 2 * PHOTO_PART_BYTES, end: 2.5 * PHOTO_PART_BYTES });
    expect([sentPercent(0, 3), sentPercent(1, 3), sentPercent(2, 3), sentPercent(3, 3), sentPercent(199, 200)]).toEqual([0, 33, 66, 100, 99]);
  });

  it("starts, sends every part at most three at a time, then finishes; the progress climbs to 100", async () => {
    const size = 7 * PHOTO_PART_BYTES + 10;
    const server = fakeServer(size);
    const seen = watcher();
    const result = await sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, null, server.calls, environment(), seen);
    expect(result).toBe(photo);
    expect(server.log[0]).toBe("start");
    expect(server.log.at(-1)).toBe("finish");
    expect([...server.got.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(server.got.get(7)).toBe(10);
    expect(server.mostInFlight()).toBe(3);
    expect(seen.seen).toEqual(["started u1", 0, 12, 25, 37, 50, 62, 75, 87, 100, "processing"]);
  });

  it("repeats a part lost on the network, a 5xx and a 429 (as long as its retry-after says), with waits that double", async () => {
    const size = 2 * PHOTO_PART_BYTES;
    const server = fakeServer(size, { part: [lost(), status(503), lost()], finish: [status(429, 3)] });
    const env = environment();
    await sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, null, server.calls, env, watcher());
    expect(server.got.size).toBe(2);
    expect(env.waits).toEqual([1000, 1000, 2000, 3000]);
  });

  it("gives up after six tries of one part, and at once on a refusal that repeating cannot change", async () => {
    const size = PHOTO_PART_BYTES;
    const failing = fakeServer(size, { part: Array.from({ length: TRIES }, lost) });
    const env = environment();
    await expect(sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, null, failing.calls, env, watcher())).rejects.toThrow("Failed to fetch");
    expect(env.waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(failing.log).not.toContain("finish");

    const refused = fakeServer(size, { start: [status(422)] });
    await expect(sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, null, refused.calls, environment(), watcher())).rejects.toMatchObject({ clientError: { status: 422 } });
    expect(refused.log).toEqual(["start"]);
  });

  it("waits while the browser is offline without counting the lost tries, and carries on when it is back", async () => {
    const size = PHOTO_PART_BYTES;
    const server = fakeServer(size, { part: Array.from({ length: TRIES + 2 }, lost) });
    let offline = true;
    const env = environment(() => offline);
    env.online = async () => {
      env.events.push("waited for online");
      if (env.events.filter((event) => event === "waited for online").length === TRIES + 2) offline = false;
    };
    await sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, null, server.calls, env, watcher());
    expect(server.got.size).toBe(1);
    expect(env.waits).toEqual([]);
    expect(env.events.slice(0, 3)).toEqual(["offline", "waited for online", "online"]);
  });

  it("a resumed upload asks where it stands and sends only the missing parts; one the server forgot starts over", async () => {
    const size = 4 * PHOTO_PART_BYTES;
    const server = fakeServer(size, {}, [0, 2]);
    const seen = watcher();
    await sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, "u1", server.calls, environment(), seen);
    expect(server.log).toEqual(["status", "part 1", "part 3", "finish"]);
    expect(seen.seen.slice(0, 2)).toEqual(["started u1", 50]);

    const forgot = fakeServer(size, { status: [status(404)] });
    await sendUpload(new Blob([new Uint8Array(size)]), { ...input, size }, "u-old", forgot.calls, environment(), watcher());
    expect(forgot.log.slice(0, 2)).toEqual(["status", "start"]);
  });

  it("waits out no retry-after longer than a minute: an hour's upload rate used up is the guest's to hear", () => {
    expect(waitBeforeRetry(status(429, 30), 1, 0)).toBe(30_000);
    expect(waitBeforeRetry(status(429, 3600), 1, 0)).toBeNull();
    expect(waitBeforeRetry(status(403), 1, 0)).toBeNull();
    expect(waitBeforeRetry(lost(), 3, 0)).toBe(2000);
  });
});
