import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

describe("the operator's address", () => {
  it("is OPERATOR_MAIL when given, else the brand's info address; a bad one stops the start", () => {
    expect(loadConfig({ NODE_ENV: "test" }).operatorMail).toBe("info@brollopssidan.se");
    expect(loadConfig({ NODE_ENV: "test", BRAND: "party", MARKET: "dk", BRANDED_DOMAIN: "fest.example" }).operatorMail).toBe("info@fest.example");
    expect(loadConfig({ NODE_ENV: "test", OPERATOR_MAIL: "drift@example.se" }).operatorMail).toBe("drift@example.se");
    expect(() => loadConfig({ NODE_ENV: "test", OPERATOR_MAIL: "not an address" })).toThrow("OPERATOR_MAIL");
  });
});
