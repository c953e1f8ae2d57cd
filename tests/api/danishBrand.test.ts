import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MARKET: "dk" } });
});
afterAll(() => t.close());

describe("the wedding brand in the Danish market", () => {
  it("sends mail from the Danish sender and names it in the text", async () => {
    await registerOwner(t.app, "brud@example.dk");
    const response = await agent(t.app).post("/api/accounts/reset-password/", { mail: "brud@example.dk" }, { host: "bryllupssiden.dk" });
    expect(response.statusCode).toBe(200);
    await t.mailDelivered();
    const mail = t.smtp.sentTo("brud@example.dk").at(-1)!;
    expect(mail.from).toEqual({ name: "Bryllupssiden", address: "info@bryllupssiden.dk" });
    expect(mail.text).toContain("din konto hos Bryllupssiden");
    expect(mail.text).not.toContain("Bröllopssidan");
  });
});
