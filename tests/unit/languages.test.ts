import { describe, expect, it } from "vitest";
import { ownerMailLanguage, resolveLanguage, translate } from "../../src/domain/languages";

describe("resolveLanguage", () => {
  it("takes the selected language first", () => {
    expect(resolveLanguage("da", "brollopssidan.se", "se")).toBe("da");
    expect(resolveLanguage("sv", "localhost:3000", "dk")).toBe("sv");
  });
  it.each([
    ["example.com", "en"],
    ["bryllupssiden.dk:443", "da"],
    ["brollopssidan.se", "sv"],
  ])("falls back to the host suffix: %s → %s", (host, language) => {
    expect(resolveLanguage(undefined, host, "se")).toBe(language);
    expect(resolveLanguage(undefined, host, "dk")).toBe(language);
  });
  it.each([
    ["localhost:3000", "se", "sv"],
    ["", "se", "sv"],
    ["localhost:3000", "dk", "da"],
    ["bryllupssiden.dk.localhost:3000", "dk", "da"],
    ["", "dk", "da"],
  ])("then to the deployment's market: %s on %s → %s", (host, market, language) => {
    expect(resolveLanguage(undefined, host, market as "se" | "dk")).toBe(language);
  });
  it("ignores a selection that is not an interface language", () => {
    expect(resolveLanguage("fr", "example.com", "se")).toBe("en");
  });
});

describe("translate", () => {
  it("picks the asked language", () => {
    expect(translate({ sv: "Hej", en: "Hello", da: "Hej hej" }, "da")).toBe("Hej hej");
  });
  it("falls back to English, then Swedish, then the first available", () => {
    expect(translate({ sv: "Hej", en: "Hello" }, "fi")).toBe("Hello");
    expect(translate({ sv: "Hej", de: "Hallo" }, "fi")).toBe("Hej");
    expect(translate({ de: "Hallo", fr: "Salut" }, "fi")).toBe("Hallo");
  });
  it("skips empty texts while falling back", () => {
    expect(translate({ fi: "", en: "", sv: "Hej" }, "fi")).toBe("Hej");
  });
  it("answers an empty string for nothing", () => {
    expect(translate(undefined, "sv")).toBe("");
    expect(translate({}, "sv")).toBe("");
  });
});

describe("ownerMailLanguage", () => {
  it("mails the owner in the site's language when the interface has it, else in the market's", () => {
    expect(ownerMailLanguage("en", "se")).toBe("en");
    expect(ownerMailLanguage("fi", "se")).toBe("sv");
    expect(ownerMailLanguage(null, "dk")).toBe("da");
  });
});
