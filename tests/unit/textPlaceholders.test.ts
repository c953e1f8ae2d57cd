import { describe, expect, it } from "vitest";
import { da } from "../../src/web/i18n/da";
import { en } from "../../src/web/i18n/en";
import { sv } from "../../src/web/i18n/sv";

// Every text file of the product, and the owner app's three catalogues: a placeholder that one
// language has and another lacks shows a guest "{name}" or drops the value silently.
const textFiles = import.meta.glob<Record<string, unknown>>(["../../src/**/*{texts,Texts}.ts", "../../src/domain/errors.ts", "!../../src/**/*.test.ts"], { eager: true });

const LANGUAGES = ["sv", "en", "da"] as const;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string under `value`, by its path of keys. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path.join("."), value);
  else if (Array.isArray(value)) value.forEach((each, index) => leaves(each, [...path, String(index)], out));
  else if (isObject(value)) for (const [key, each] of Object.entries(value)) leaves(each, [...path, key], out);
  return out;
}

/** Texts that differ in their placeholders between the languages of one language map. */
function mismatches(languageMap: Record<string, unknown>, where: string): string[] {
  const present = LANGUAGES.filter((language) => language in languageMap);
  const [reference, ...others] = present.map((language) => [language, leaves(languageMap[language])] as const);
  const found: string[] = [];
  for (const [language, texts] of others) {
    for (const [path, text] of texts) {
      const original = reference![1].get(path);
      if (original === undefined) continue;
      const expected = placeholders(original).join(",");
      const actual = placeholders(text).join(",");
      if (expected !== actual) found.push(`${where}.${path}: sv {${expected}} but ${language} {${actual}}`);
    }
  }
  return found;
}

/** Walks an exported value and checks each object keyed by language. */
function check(value: unknown, where: string, found: string[], seen = new Set<unknown>()) {
  if (!isObject(value) || seen.has(value)) return;
  seen.add(value);
  if ("sv" in value && ("en" in value || "da" in value)) {
    found.push(...mismatches(value, where));
    return;
  }
  for (const [key, each] of Object.entries(value)) check(each, `${where}.${key}`, found, seen);
}

describe("placeholders in every language", () => {
  it("finds the product's text files", () => {
    expect(Object.keys(textFiles).length).toBeGreaterThan(50);
  });

  it("has the same placeholders in sv, en and da in every text file", () => {
    const found: string[] = [];
    for (const [file, exports] of Object.entries(textFiles)) {
      for (const [name, value] of Object.entries(exports)) check(value, `${file.replace("../../src/", "")} ${name}`, found);
    }
    expect(found).toEqual([]);
  });

  it("has the same placeholders in the owner app's three catalogues", () => {
    expect([...mismatches({ sv, en, da }, "catalogue")]).toEqual([]);
  });
});
