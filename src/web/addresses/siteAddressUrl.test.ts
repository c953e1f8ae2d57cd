import { describe, expect, it } from "vitest";
import { siteAddressUrl } from "./siteAddressUrl";

describe("siteAddressUrl", () => {
  it("keeps the editor's port in development, where sites are subdomains of localhost", () => {
    expect(siteAddressUrl("anna.localhost", { protocol: "http:", port: "3000" })).toBe("http://anna.localhost:3000/");
  });

  it("leaves out the default port in production", () => {
    expect(siteAddressUrl("anna-och-erik.se", { protocol: "https:", port: "" })).toBe("https://anna-och-erik.se/");
  });
});
