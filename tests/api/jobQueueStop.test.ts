import { afterAll, describe, expect, it } from "vitest";
import { pgJobs } from "../../src/server/jobs/jobs";
import { createTestDatabase } from "../support/database";

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe("the job queue stopping while a job runs", () => {
  it("records nothing and throws nothing on the pool the app ends after it, when the job finishes late", async () => {
    const database = await createTestDatabase();
    const jobs = pgJobs(database.pool, () => {}, { pollingIntervalSeconds: 0.5 });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    await jobs.work("slow", async () => {
      started();
      await finished;
    });
    await jobs.start();
    await jobs.send("slow", { n: 1 });
    await running;

    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      // The stop waits its few seconds for the job, then gives up on it; the app then ends its pool.
      await jobs.stop();
      await database.pool.end();
      finish();
      // pg-boss records the late outcome without waiting for it: give it the time to try.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
      closing.push(() => database.close().catch(() => {}));
    }
  }, 30_000);
});
