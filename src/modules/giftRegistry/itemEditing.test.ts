import { describe, expect, it } from "vitest";
import { lacksQuantity, newGiftItem, parseGiftQuantity, withReservable } from "./itemEditing";
import { giftLink, GIFT_LINK_MAX } from "./schema";
import { giftItem } from "./schema";

describe("parseGiftQuantity", () => {
  it("turns an empty field into null", () => {
    expect(parseGiftQuantity("")).toEqual({ valid: true, quantity: null });
    expect(parseGiftQuantity("  ")).toEqual({ valid: true, quantity: null });
  });
  it("reads a whole number of at least 1", () => {
    expect(parseGiftQuantity("1")).toEqual({ valid: true, quantity: 1 });
    expect(parseGiftQuantity(" 12 ")).toEqual({ valid: true, quantity: 12 });
    expect(parseGiftQuantity("10000")).toEqual({ valid: true, quantity: 10_000 });
  });
  it("refuses zero, fractions, signs, words and more than the limit", () => {
    for (const text of ["0", "2.5", "-1", "+3", "1e2", "två", "10001"]) expect(parseGiftQuantity(text)).toEqual({ valid: false });
  });
});

describe("gift items", () => {
  it("starts a new gift reservable with one wished, valid for the schema", () => {
    const item = newGiftItem("giftRegistryItem-x");
    expect(item).toMatchObject({ reservable: true, quantity: 1, link: null, image: null });
    expect(giftItem.safeParse(item).success).toBe(true);
  });
  it("gives a gift made reservable again the default quantity when it had none", () => {
    const item = { ...newGiftItem("a"), reservable: false, quantity: null };
    expect(withReservable(item, true)).toMatchObject({ reservable: true, quantity: 1 });
    expect(withReservable({ ...item, quantity: 4 }, true).quantity).toBe(4);
    expect(withReservable({ ...item, reservable: true, quantity: 4 }, false)).toMatchObject({ reservable: false, quantity: 4 });
  });
  it("flags a reservable gift without a quantity", () => {
    expect(lacksQuantity({ ...newGiftItem("a"), quantity: null })).toBe(true);
    expect(lacksQuantity({ ...newGiftItem("a"), reservable: false, quantity: null })).toBe(false);
  });
  it("stores an empty link as null", () => {
    expect(giftLink("")).toBeNull();
    expect(giftLink("  ")).toBeNull();
    expect(giftLink(" https://example.com ")).toBe("https://example.com");
  });
  it("completes a link without a web scheme as it is typed", () => {
    expect(giftLink("www.example.com/a")).toBe("https://www.example.com/a");
    expect(giftLink("//example.com")).toBe("https://example.com");
    expect(giftLink("HTTP://example.com")).toBe("HTTP://example.com");
    expect(giftLink("www.example.se:8080/osa")).toBe("https://www.example.se:8080/osa");
  });
  it("stores no link for another scheme or one that is too long, so the schema always accepts it", () => {
    for (const text of ["javascript:alert(1)", "ftp://x", "mailto:anna@example.com", "https://", `https://${"a".repeat(GIFT_LINK_MAX)}`]) expect(giftLink(text)).toBeNull();
    for (const text of ["www.example.com", "http://example.com", `${"a".repeat(GIFT_LINK_MAX - 8)}`]) {
      expect(giftItem.safeParse({ ...newGiftItem("a"), link: giftLink(text) }).success).toBe(true);
    }
  });
});
