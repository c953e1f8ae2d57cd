import { describe, expect, it } from "vitest";
import { hashPassword, hashingOptions, PASSWORD_HASHING, verifyPassword } from "../../src/server/security/passwords";

describe("password hashing", () => {
  it("uses argon2id at 64 MiB, 3 passes and 4 lanes outside the test runner and in any production process", () => {
    expect(hashingOptions({})).toBe(PASSWORD_HASHING);
    expect(hashingOptions({ NODE_ENV: "production", VITEST: "true" })).toBe(PASSWORD_HASHING);
    expect(hashingOptions({ VITEST: "true", STRONG_PASSWORD_HASHING: "true" })).toBe(PASSWORD_HASHING);
    expect(hashingOptions({ VITEST: "true" })).not.toBe(PASSWORD_HASHING);
    expect(PASSWORD_HASHING).toMatchObject({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
  });

  it("verifies a production hash with the test runner's cheaper settings, since a hash names its parameters", async () => {
    const argon2 = (await import("argon2")).default;
    const strong = await argon2.hash("lösenord-åäö", PASSWORD_HASHING);
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(strong, "lösenord-åäö")).toBe(true);
    expect(await verifyPassword(strong, "fel")).toBe(false);
    expect(await verifyPassword(await hashPassword("x"), "x")).toBe(true);
  });
});
