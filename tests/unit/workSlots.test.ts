import { describe, expect, it } from "vitest";
import { workSlots } from "../../src/server/http/workSlots";

/** A job that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe("work slots", () => {
  it("runs at most the given number at once and hands a freed slot to the first lane with someone waiting", async () => {
    const run = workSlots(1, { owner: {}, guest: {} });
    const first = pending();
    const order: string[] = [];
    const running = run("guest", first.job);
    const guest = run("guest", async () => void order.push("guest"));
    const owner = run("owner", async () => void order.push("owner"));
    await Promise.resolve();
    expect(order).toEqual([]);
    first.finish();
    await Promise.all([running, guest, owner]);
    expect(order).toEqual(["owner", "guest"]);
  });

  it("refuses with 429 past a lane's waiting bound, and frees the slot when a job fails", async () => {
    const run = workSlots(1, { images: { maxWaiting: 1 } });
    const first = pending();
    const running = run("images", first.job);
    const queued = run("images", async () => "queued");
    await expect(run("images", async () => "refused")).rejects.toMatchObject({ status: 429, code: "tooManyRequests" });
    first.finish();
    await running;
    expect(await queued).toBe("queued");
    await expect(run("images", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run("images", async () => "after a failure")).toBe("after a failure");
  });
});
