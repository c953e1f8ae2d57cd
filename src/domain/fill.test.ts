import { describe, expect, it } from "vitest";
import { fill, plural } from "./fill";

describe("fill", () => {
  it("puts each value in its placeholder, as often as it stands", () => {
    expect(fill("{name} och {name} svarade {count} gånger", { name: "Åsa", count: 2 })).toBe("Åsa och Åsa svarade 2 gånger");
  });

  it("leaves a placeholder without a value as written, so the mistake shows", () => {
    expect(fill("Hej {name}!", {})).toBe("Hej {name}!");
  });
});

describe("plural", () => {
  it("says one thing in the singular and any other number in the plural", () => {
    expect(plural(1, "1 gäst", "{count} gäster")).toBe("1 gäst");
    expect(plural(0, "1 gäst", "{count} gäster")).toBe("0 gäster");
    expect(plural(300, "1 gæst", "{count} gæster")).toBe("300 gæster");
  });
});
