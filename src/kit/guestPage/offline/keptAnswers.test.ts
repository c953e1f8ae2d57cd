import { describe, expect, it } from "vitest";
import { forgetAnswer, keepAnswer, KEPT_KEY_USABLE_MS, keptAnswersKey, keyStillUsable, MAX_KEPT_PER_FORM, readKept, type AnswerStorage, type KeptAnswer } from "./keptAnswers";

function memoryStorage(): AnswerStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const answer = (postKey: string | null, keptAt: number, name = "Anna"): KeptAnswer => ({ path: "/api/rsvps/site-1/v4/", keyPath: "/api/rsvps/post-key", body: { name, postKey: "" }, postKey, keyIssuedAt: postKey ? keptAt : null, keptAt });

describe("answers kept in the phone without a network", () => {
  it("keeps them per site and form, and the same post key again once", () => {
    const storage = memoryStorage();
    keepAnswer(storage, "site-1", "osa", answer("key-1", 1));
    keepAnswer(storage, "site-1", "osa", answer("key-1", 2, "Anna Berg"));
    keepAnswer(storage, "site-1", "osa", answer("key-2", 3, "Erik"));
    keepAnswer(storage, "site-1", "form", answer("key-3", 4));
    keepAnswer(storage, "site-2", "osa", answer("key-4", 5));
    expect(readKept(storage, "site-1", "osa").map((kept) => kept.body.name)).toEqual(["Anna Berg", "Erik"]);
    expect(readKept(storage, "site-1", "form")).toHaveLength(1);
    expect(readKept(storage, "site-2", "osa")).toHaveLength(1);
  });

  it("forgets one once sent or refused, and leaves nothing behind when none is left", () => {
    const storage = memoryStorage();
    const first = answer(null, 1);
    keepAnswer(storage, "site-1", "osa", first);
    keepAnswer(storage, "site-1", "osa", answer(null, 2, "Erik"));
    forgetAnswer(storage, "site-1", "osa", first);
    expect(readKept(storage, "site-1", "osa").map((kept) => kept.body.name)).toEqual(["Erik"]);
    forgetAnswer(storage, "site-1", "osa", readKept(storage, "site-1", "osa")[0]!);
    expect(storage.items.has(keptAnswersKey("site-1", "osa"))).toBe(false);
  });

  it("keeps a bounded number per form, the newest", () => {
    const storage = memoryStorage();
    for (let index = 0; index < MAX_KEPT_PER_FORM + 5; index++) keepAnswer(storage, "site-1", "osa", answer(`key-${index}`, index));
    const kept = readKept(storage, "site-1", "osa");
    expect(kept).toHaveLength(MAX_KEPT_PER_FORM);
    expect(kept.at(-1)!.postKey).toBe(`key-${MAX_KEPT_PER_FORM + 4}`);
  });

  it("reads a broken entry as none", () => {
    const storage = memoryStorage();
    storage.setItem(keptAnswersKey("site-1", "osa"), "{not json");
    expect(readKept(storage, "site-1", "osa")).toEqual([]);
  });

  it("sends its own post key within the key's lifetime, and asks for a fresh one after it or without one", () => {
    expect(keyStillUsable(answer("key-1", 0), KEPT_KEY_USABLE_MS - 1)).toBe(true);
    expect(keyStillUsable(answer("key-1", 0), KEPT_KEY_USABLE_MS)).toBe(false);
    expect(keyStillUsable(answer(null, 0), 1)).toBe(false);
  });
});
