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

    let settled = false;
    const settling = budget.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await Promise.all([first, second, settling]);
    expect([...files.keys()]).toEqual(["site/a.jpg", "site/a-600.webp"]);
  });
});
