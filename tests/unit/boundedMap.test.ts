import { describe, expect, it } from "vitest";
import { boundedMap } from "../../src/server/boundedMap";
import { chooseEncoding } from "../../src/server/features/publicSite/encodedPage";

describe("a bounded per-process cache", () => {
  it("forgets the least recently used entries past its entry limit", () => {
    const cache = boundedMap<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    cache.get("a");
    cache.set("c", "C");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["A", undefined, "C"]);
  });

  it("keeps its values under a byte limit, counting a replaced value once", () => {
    const cache = boundedMap<Buffer>(100, { maxBytes: 1000, bytesOf: (value) => value.length });
    for (let i = 0; i < 10; i++) cache.set(`page-${i}`, Buffer.alloc(300));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(900);
    cache.set("page-9", Buffer.alloc(100));
    expect(cache.bytes).toBe(700);
    expect(cache.get("page-6")).toBeUndefined();
  });
});

describe("the guest page's encoding", () => {
  it("is brotli for what browsers send, gzip or identity as the client asks", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br, gzip")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});
