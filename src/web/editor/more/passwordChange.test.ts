import { describe, expect, it } from "vitest";
import { passwordChange } from "./passwordChange";

describe("passwordChange", () => {
  it("stores a new password, trimmed, while the box is on", () => {
    expect(passwordChange(true, "  bröllop2025 ", false)).toEqual({ password: "bröllop2025" });
    expect(passwordChange(true, "nytt", true)).toEqual({ password: "nytt" });
  });

  it("offers no Save while the box is on and no password is written", () => {
    expect(passwordChange(true, "", false)).toBeNull();
    expect(passwordChange(true, "   ", false)).toBeNull();
    expect(passwordChange(true, "", true)).toBeNull();
  });

  it("removes the password when the box is turned off on a protected site", () => {
    expect(passwordChange(false, "", true)).toEqual({ password: "" });
    expect(passwordChange(false, "ignored", true)).toEqual({ password: "" });
  });

  it("has nothing to store when the box is off and the site has no password", () => {
    expect(passwordChange(false, "", false)).toBeNull();
  });
});
