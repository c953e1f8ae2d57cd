import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function tokenFromMail(text: string): string {
  const match = /\/aterstall-losenord\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

async function requestToken(mail: string): Promise<string> {
  const before = t.smtp.sentTo(mail).length;
  const response = await agent(t.app).post("/api/accounts/reset-password/", { mail });
  expect(response.statusCode).toBe(200);
  await t.mailDelivered();
  const mails = t.smtp.sentTo(mail);
  expect(mails).toHaveLength(before + 1);
  return tokenFromMail(mails.at(-1)!.text);
}

describe("password reset", () => {
  it("mails a link to the app, and the token sets a new password and ends other sessions", async () => {
    const owner = await registerOwner(t.app, "reset@example.com", "gammalt-lösen");
    const token = await requestToken("reset@example.com");
    const mail = t.smtp.sentTo("reset@example.com").at(-1)!;
    expect(mail.subject).toBe("Återställ ditt lösenord");
    expect(mail.text).toContain(`http://localhost:3000/aterstall-losenord/${token}`);

    const put = await agent(t.app).put("/api/accounts/reset-password/", { token, password: "nytt-lösen" });
    expect(put.statusCode).toBe(200);
    expect((await owner.client.get("/api/accounts/me/")).statusCode).toBe(401);
    expect((await agent(t.app).post("/api/accounts/login/", { mail: "reset@example.com", password: "gammalt-lösen" })).statusCode).toBe(401);
    expect((await agent(t.app).post("/api/accounts/login/", { mail: "reset@example.com", password: "nytt-lösen" })).statusCode).toBe(200);
  });

  it("tells the owner by mail, once, that the password was changed", async () => {
    await registerOwner(t.app, "changed@example.com", "gammalt-lösen");
    const token = await requestToken("changed@example.com");
    const put = await agent(t.app).put("/api/accounts/reset-password/", { token, password: "nytt-lösen" });
    expect(put.statusCode).toBe(200);
    expect((await agent(t.app).put("/api/accounts/reset-password/", { token, password: "nytt-lösen" })).statusCode).toBe(422);
    await t.mailDelivered();
    const changed = t.smtp.sentTo("changed@example.com").filter((mail) => mail.subject === "Ditt lösenord har ändrats");
    expect(changed).toHaveLength(1);
    expect(changed[0]!.text).toContain("har just ändrats");
    expect(changed[0]!.text).toContain("http://localhost:3000/logga-in");
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    await registerOwner(t.app, "known@example.com");
    const known = await agent(t.app).post("/api/accounts/reset-password/", { mail: "known@example.com" });
    const unknown = await agent(t.app).post("/api/accounts/reset-password/", { mail: "unknown@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    await t.mailDelivered();
    expect(t.smtp.sentTo("unknown@example.com")).toHaveLength(0);
  });

  it("refuses a reused token", async () => {
    await registerOwner(t.app, "reuse@example.com");
    const token = await requestToken("reuse@example.com");
    expect((await agent(t.app).put("/api/accounts/reset-password/", { token, password: "första-nya" })).statusCode).toBe(200);
    const again = await agent(t.app).put("/api/accounts/reset-password/", { token, password: "andra-nya" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorDescription.sv).toBe("Länken för att återställa lösenordet är ogiltig eller har gått ut.");
    expect((await agent(t.app).post("/api/accounts/login/", { mail: "reuse@example.com", password: "första-nya" })).statusCode).toBe(200);
  });

  it("refuses a token older than one hour", async () => {
    await registerOwner(t.app, "expired@example.com", "gammalt-lösen");
    const token = await requestToken("expired@example.com");
    t.advanceTime(61 * 60_000);
    try {
      const response = await agent(t.app).put("/api/accounts/reset-password/", { token, password: "nytt-lösen" });
      expect(response.statusCode).toBe(422);
    } finally {
      t.advanceTime(-61 * 60_000);
    }
    expect((await agent(t.app).post("/api/accounts/login/", { mail: "expired@example.com", password: "gammalt-lösen" })).statusCode).toBe(200);
  });

  it("refuses an unknown token and a too short password", async () => {
    expect((await agent(t.app).put("/api/accounts/reset-password/", { token: "x".repeat(43), password: "nytt-lösen" })).statusCode).toBe(422);
    await registerOwner(t.app, "short@example.com");
    const token = await requestToken("short@example.com");
    const short = await agent(t.app).put("/api/accounts/reset-password/", { token, password: "12345" });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toEqual(["password"]);
    // The refused attempt did not use up the token.
    expect((await agent(t.app).put("/api/accounts/reset-password/", { token, password: "123456" })).statusCode).toBe(200);
  });

  it("writes the mail in the language the user chose", async () => {
    await registerOwner(t.app, "dansk@example.com");
    await agent(t.app).post("/api/accounts/reset-password/", { mail: "dansk@example.com" }, { cookie: "lang=da" });
    await t.mailDelivered();
    expect(t.smtp.sentTo("dansk@example.com").at(-1)!.subject).toBe("Nulstil din adgangskode");
  });
});
