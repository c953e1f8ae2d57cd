import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/server/http/errors";
import { MAX_BYTES_WRITTEN_PER_REQUEST, writeBudget } from "../../src/server/features/images/writeBudget";
import type { Storage } from "../../src/server/providers/storage/storage";

/** Storage in memory, with each write held until `release` is called. */
function heldStorage() {
  const files = new Map<string, Buffer>();
  const waiting: (() => void)[] = [];
  const storage = {
    put: (key: string, body: Buffer) =>
      new Promise<void>((resolve) => {
        waiting.push(() => {
          files.set(key, body);
          resolve();
        });
      }),
  } as unknown as Storage;
  return { storage, files, release: () => waiting.splice(0).forEach((write) => write()) };
}

describe("the bytes one request may write", () => {
  it("is a named limit of 500 MB", () => {
    expect(MAX_BYTES_WRITTEN_PER_REQUEST).toBe(500 * 1024 * 1024);
  });

  it("writes up to the limit and refuses the write past it with a 413, before it starts", async () => {
    const { storage, files, release } = heldStorage();
    const budget = writeBudget(storage, 10);
    const first = budget.storage.put("site/a.jpg", Buffer.alloc(6), "image/jpeg");
    const second = budget.storage.put("site/a-600.webp", Buffer.alloc(4), "image/webp");
    const refused = budget.storage.put("site/a-800.webp", Buffer.alloc(1), "image/webp");
    await expect(refused).rejects.toMatchObject({ status: 413, code: "tooMuchToStore", message: "The request would store more than 10 bytes of images; send fewer or smaller images" });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(budget.written()).toEqual(["site/a.jpg", "site/a-600.webp"]);

    let closed = false;
    const closing = budget.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    release();
    await Promise.all([first, second, closing]);
    expect([...files.keys()]).toEqual(["site/a.jpg", "site/a-600.webp"]);
  });

  it("once closed after a failure, refuses even a write that fits, so nothing lands after the removal", async () => {
    const { storage, files, release } = heldStorage();
    const budget = writeBudget(storage, 10);
    await expect(budget.storage.put("site/a.jpg", Buffer.alloc(11), "image/jpeg")).rejects.toMatchObject({ status: 413 });
    await budget.close();
    // A smaller size of the same picture, drawn after the refusal, would fit the budget.
    await expect(budget.storage.put("site/a-600.webp", Buffer.alloc(2), "image/webp")).rejects.toThrow("closed");
    release();
    expect(budget.written()).toEqual([]);
    expect(files.size).toBe(0);
  });
});
