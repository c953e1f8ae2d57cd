import { describe, expect, it } from "vitest";
import { canBeShared, lacksQuantity, needsPayeeNumber, newGiftItem, parseGiftAmount, parseGiftQuantity, withKind, withPrice, withReservable } from "./itemEditing";
import { giftLink, GIFT_LINK_MAX, giftRegistryModule } from "./schema";
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

describe("parseGiftAmount", () => {
  it("turns an empty field into no amount", () => {
    expect(parseGiftAmount("")).toEqual({ valid: true, amount: null });
    expect(parseGiftAmount(" ")).toEqual({ valid: true, amount: null });
  });
  it("reads whole kronor from 1 to 100 000, with spaces between thousands as people write them", () => {
    expect(parseGiftAmount("1")).toEqual({ valid: true, amount: 1 });
    expect(parseGiftAmount("4500")).toEqual({ valid: true, amount: 4500 });
    expect(parseGiftAmount("30 000")).toEqual({ valid: true, amount: 30_000 });
    expect(parseGiftAmount("30\u00a0000")).toEqual({ valid: true, amount: 30_000 });
    expect(parseGiftAmount("100000")).toEqual({ valid: true, amount: 100_000 });
  });
  it("refuses zero, fractions, signs, words, odd groups and more than 100 000", () => {
    for (const text of ["0", "1.5", "12,50", "-5", "+5", "1e3", "tusen", "3 0000", "100001", "1 000 000", "9".repeat(400)]) {
      expect(parseGiftAmount(text)).toEqual({ valid: false });
    }
  });
});

describe("funds and shared gifts", () => {
  const thing = { ...newGiftItem("a"), title: { sv: "Bröllopsresan" }, link: "https://example.com", price: 4500, shared: true };

  it("makes a fund of a gift without the fields a fund does not have, valid for the schema", () => {
    const fund = withKind(thing, "fund");
    expect(fund).toMatchObject({ kind: "fund", title: { sv: "Bröllopsresan" }, link: null, reservable: false, quantity: null, price: null, shared: false, goal: null, showProgress: true });
    expect(giftItem.safeParse(fund).success).toBe(true);
  });
  it("gives a fund made a thing again what it had as a thing, with the title and text written since", () => {
    const fund = { ...withKind(thing, "fund"), title: { sv: "Resan" }, goal: 30_000 };
    const back = withKind(fund, "thing", thing);
    expect(back).toMatchObject({ kind: "thing", title: { sv: "Resan" }, link: "https://example.com", reservable: true, quantity: 1, price: 4500, shared: true, goal: null });
    expect(withKind(fund, "thing")).toMatchObject({ kind: "thing", reservable: true, quantity: 1, price: null, shared: false, goal: null });
    expect(giftItem.safeParse(back).success).toBe(true);
    expect(withKind(back, "fund", { ...fund, showProgress: false })).toMatchObject({ kind: "fund", title: { sv: "Resan" }, goal: 30_000, showProgress: false, price: null });
  });
  it("turns sharing off with the price or with reserving, and offers it only for a reservable thing with a price", () => {
    expect(withPrice(thing, null)).toMatchObject({ price: null, shared: false });
    expect(withPrice(thing, 5000)).toMatchObject({ price: 5000, shared: true });
    expect(withReservable(thing, false)).toMatchObject({ reservable: false, shared: false });
    expect(canBeShared(thing)).toBe(true);
    expect(canBeShared({ ...thing, price: null })).toBe(false);
    expect(canBeShared({ ...thing, reservable: false })).toBe(false);
    expect(canBeShared(withKind(thing, "fund"))).toBe(false);
  });
  it("asks for the payee number while a fund or a shared gift has none to go to", () => {
    const list = (giftRegistry: unknown[], payeeNumber: string | null = null) => giftRegistryModule.parse({ id: "g", siteModuleType: "GiftRegistry", giftRegistry, payeeNumber });
    expect(needsPayeeNumber(list([newGiftItem("a"), { ...thing, shared: false }]))).toBe(false);
    expect(needsPayeeNumber(list([thing]))).toBe(true);
    expect(needsPayeeNumber(list([withKind(thing, "fund")]))).toBe(true);
    expect(needsPayeeNumber(list([thing], "0701234567"))).toBe(false);
  });
});
