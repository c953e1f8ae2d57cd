import { describe, expect, it } from "vitest";
import { isAllowedLink, linkHref, shouldAutoLink } from "./richTextLinks";

describe("shouldAutoLink", () => {
  it("links URLs longer than 5 characters only", () => {
    expect(shouldAutoLink("a.se")).toBe(false);
    expect(shouldAutoLink("ab.se")).toBe(false);
    expect(shouldAutoLink("abc.se")).toBe(true);
  });
});

describe("isAllowedLink", () => {
  it("allows the schemes the server keeps", () => {
    expect(isAllowedLink("https://example.se")).toBe(true);
    expect(isAllowedLink("HTTP://example.se")).toBe(true);
    expect(isAllowedLink("mailto:anna@example.se")).toBe(true);
  });

  it("allows an address without a scheme, which gets https://", () => {
    expect(isAllowedLink("www.example.se/osa")).toBe(true);
  });

  it("reads a host with a port as an address, not as a scheme", () => {
    expect(isAllowedLink("www.example.se:8080/osa")).toBe(true);
    expect(linkHref("www.example.se:8080/osa")).toBe("https://www.example.se:8080/osa");
  });

  it("refuses other schemes", () => {
    expect(isAllowedLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedLink(" data:text/html,x")).toBe(false);
    expect(isAllowedLink("ftp://example.se")).toBe(false);
  });
});

describe("linkHref", () => {
  it("keeps a full address, trimmed", () => {
    expect(linkHref("  https://example.se/osa ")).toBe("https://example.se/osa");
  });

  it("has no address when empty or only the default scheme", () => {
    expect(linkHref("")).toBeNull();
    expect(linkHref("   ")).toBeNull();
    expect(linkHref("https://")).toBeNull();
    expect(linkHref("mailto:")).toBeNull();
  });

  it("adds https:// or mailto: when the scheme is missing", () => {
    expect(linkHref("example.se")).toBe("https://example.se");
    expect(linkHref("anna@example.se")).toBe("mailto:anna@example.se");
  });

  it("refuses a scheme the site does not allow", () => {
    expect(linkHref("javascript:alert(1)")).toBeNull();
    expect(linkHref("ftp://example.se")).toBeNull();
  });
});
