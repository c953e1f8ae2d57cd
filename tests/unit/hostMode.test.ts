import { describe, expect, it } from "vitest";
import { resolveHost } from "../../src/domain/hostMode";

const EDIT_HOSTS = ["brollopssidan.se", "festsidan.se", "localhost"];

describe("resolveHost", () => {
  it.each([
    ["brollopssidan.se", "EDIT"],
    ["festsidan.se", "EDIT"],
    ["my-branch-abc.vercel.app", "EDIT"],
    ["localhost:3000", "EDIT"],
    ["", "EDIT"],
    ["anna-och-erik.brollopssidan.se", "PUBLIC"],
    ["annaocherik.se", "PUBLIC"],
    ["demo.localhost:3000", "PUBLIC"],
    ["vercel.app.example.com", "PUBLIC"],
  ])("%s is %s", (host, mode) => {
    expect(resolveHost(host, EDIT_HOSTS).mode).toBe(mode);
  });

  it("is EDIT when no host is known at all", () => {
    expect(resolveHost(undefined, EDIT_HOSTS).mode).toBe("EDIT");
  });

  it("lets domainHost override the host, in both directions", () => {
    expect(resolveHost("localhost:3000", EDIT_HOSTS, "annaocherik.se")).toMatchObject({ mode: "PUBLIC", hostname: "annaocherik.se" });
    expect(resolveHost("annaocherik.se", EDIT_HOSTS, "brollopssidan.se").mode).toBe("EDIT");
  });

  it("tells demo sites by the demo. prefix", () => {
    expect(resolveHost("demo.brollopssidan.se", EDIT_HOSTS)).toMatchObject({ mode: "PUBLIC", isDemo: true });
    expect(resolveHost("anna.brollopssidan.se", EDIT_HOSTS).isDemo).toBe(false);
  });

  it("treats a port starting with 30 as local development", () => {
    expect(resolveHost("localhost:3000", EDIT_HOSTS).isLocalDevelopment).toBe(true);
    expect(resolveHost("localhost:3099", EDIT_HOSTS).isLocalDevelopment).toBe(true);
    expect(resolveHost("localhost:8030", EDIT_HOSTS).isLocalDevelopment).toBe(false);
    expect(resolveHost("brollopssidan.se", EDIT_HOSTS).isLocalDevelopment).toBe(false);
  });

  it("ignores case", () => {
    expect(resolveHost("BrollopsSidan.SE", EDIT_HOSTS).mode).toBe("EDIT");
  });
});
