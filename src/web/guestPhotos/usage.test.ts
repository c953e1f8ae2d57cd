import { describe, expect, it } from "vitest";
import { storageSize } from "./usage";

const GB = 1024 ** 3;

describe("the storage the guests' photos use", () => {
  it("is written in the language's number format", () => {
    expect(storageSize(1.2 * GB, "sv")).toBe("1,2 GB");
    expect(storageSize(1.2 * GB, "en")).toBe("1.2 GB");
    expect(storageSize(1.2 * GB, "da")).toBe("1,2 GB");
    expect(storageSize(5 * GB, "sv")).toBe("5 GB");
  });

  it("uses MB below a gigabyte and never says zero for a little", () => {
    expect(storageSize(350 * 1024 * 1024, "sv")).toBe("350 MB");
    expect(storageSize(12_000, "sv")).toBe("0,1 MB");
    expect(storageSize(0, "sv")).toBe("0 MB");
  });
});
