import { describe, expect, it } from "vitest";
import { editBasePath, isQuickStart } from "./editBasePath";

describe("editBasePath", () => {
  it("uses the site's editor when not in quick start", () => {
    expect(editBasePath("/redigera/abc/konto/", "abc")).toBe("/redigera/abc");
  });

  it("uses the quick-start bases, with or without a prefix", () => {
    expect(editBasePath("/snabbstart/visa-osa")).toBe("/snabbstart");
    expect(editBasePath("/sms/snabbstart/inbjudningar")).toBe("/sms/snabbstart");
    expect(editBasePath("/kom-igang/redigera/visa-osa")).toBe("/kom-igang/redigera");
    expect(editBasePath("/x/kom-igang/redigera")).toBe("/x/kom-igang/redigera");
  });

  it("cannot derive a base without a site id outside quick start", () => {
    expect(() => editBasePath("/redigera/")).toThrow();
  });

  it("tells quick start by its path", () => {
    expect(isQuickStart("/snabbstart")).toBe(true);
    expect(isQuickStart("/redigera/abc/")).toBe(false);
  });
});
