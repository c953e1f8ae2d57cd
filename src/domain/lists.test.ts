import { describe, expect, it } from "vitest";
import { insertBefore, moveBy, newId, removeById, replaceById } from "./lists";

const list = [{ id: "a" }, { id: "b" }, { id: "c" }];
const ids = (items: { id: string }[]) => items.map((item) => item.id).join("");

describe("list operations", () => {
  it("inserts before a chosen item, or at the end", () => {
    expect(ids(insertBefore(list, { id: "x" }, "b"))).toBe("axbc");
    expect(ids(insertBefore(list, { id: "x" }, "a"))).toBe("xabc");
    expect(ids(insertBefore(list, { id: "x" }, null))).toBe("abcx");
    expect(ids(insertBefore(list, { id: "x" }, "gone"))).toBe("abcx");
  });

  it("moves within the bounds: the first stays first going up, the last stays last going down", () => {
    expect(ids(moveBy(list, "b", -1))).toBe("bac");
    expect(ids(moveBy(list, "b", 1))).toBe("acb");
    expect(ids(moveBy(list, "a", -1))).toBe("abc");
    expect(ids(moveBy(list, "c", 1))).toBe("abc");
    expect(ids(moveBy(list, "a", 10))).toBe("bca");
    expect(ids(moveBy(list, "nope", 1))).toBe("abc");
  });

  it("removes and replaces by id without touching the others", () => {
    expect(ids(removeById(list, "b"))).toBe("ac");
    expect(replaceById([{ id: "a", n: 1 }, { id: "b", n: 2 }], "b", (item) => ({ ...item, n: 3 }))).toEqual([{ id: "a", n: 1 }, { id: "b", n: 3 }]);
    expect(list).toEqual([{ id: "a" }, { id: "b" }, { id: "c" }]);
  });

  it("makes distinct ids with the given prefix", () => {
    const made = new Set(Array.from({ length: 200 }, () => newId("listItem")));
    expect(made.size).toBe(200);
    expect([...made].every((id) => id.startsWith("listItem"))).toBe(true);
  });
});
