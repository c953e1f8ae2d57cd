import { describe, expect, it } from "vitest";
import { completeLink, hasAllowedScheme, WEB_SCHEMES } from "./links";

const RICH_TEXT = ["http:", "https:", "mailto:"];

describe("completeLink", () => {
  it("keeps an address with an allowed scheme, trimmed, and gives a web scheme its //", () => {
    expect(completeLink("  https://example.se/osa ", WEB_SCHEMES)).toBe("https://example.se/osa");
    expect(completeLink("HTTP://example.se", WEB_SCHEMES)).toBe("HTTP://example.se");
    expect(completeLink("https:example.se", WEB_SCHEMES)).toBe("https://example.se");
    expect(completeLink("mailto:anna@example.se", RICH_TEXT)).toBe("mailto:anna@example.se");
  });

  it("adds https:// to an address without a scheme, and mailto: to an e-mail address where allowed", () => {
    expect(completeLink("www.example.se/a", WEB_SCHEMES)).toBe("https://www.example.se/a");
    expect(completeLink("//example.se", WEB_SCHEMES)).toBe("https://example.se");
    expect(completeLink("anna@example.se", RICH_TEXT)).toBe("mailto:anna@example.se");
  });

  it("reads a host with a port as an address, not as a scheme", () => {
    expect(completeLink("www.example.se:8080/osa", WEB_SCHEMES)).toBe("https://www.example.se:8080/osa");
    expect(completeLink("localhost:3000", RICH_TEXT)).toBe("https://localhost:3000");
    expect(hasAllowedScheme("www.example.se:8080/osa", WEB_SCHEMES)).toBe(true);
  });

  it("has no address when empty or only a scheme", () => {
    for (const input of ["", "  ", "https://", "//", "mailto:"]) expect(completeLink(input, RICH_TEXT)).toBeNull();
  });

  it("refuses a scheme that is not allowed", () => {
    for (const input of ["javascript:alert(1)", "JavaScript://%0aalert(1)", "data:text/html,x", "ftp://example.se"]) {
      expect(completeLink(input, RICH_TEXT)).toBeNull();
      expect(hasAllowedScheme(input, RICH_TEXT)).toBe(false);
    }
    expect(completeLink("mailto:anna@example.se", WEB_SCHEMES)).toBeNull();
  });
});
