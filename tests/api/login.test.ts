import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("login, me and logout", () => {
  it("logs in with the right password (e-mail case does not matter) and answers the site id", async () => {
    const owner = await registerOwner(t.app, "Login.Owner@example.com", "rätt-lösen");
    const client = agent(t.app);
    const response = await client.post("/api/accounts/login/", { mail: "login.owner@EXAMPLE.com", password: "rätt-lösen" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mail: "Login.Owner@example.com", site: { _id: owner.siteId } });
    expect((await client.get("/api/accounts/me/")).statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    await registerOwner(t.app, "wrongpw@example.com", "rätt-lösen");
    const wrong = await agent(t.app).post("/api/accounts/login/", { mail: "wrongpw@example.com", password: "fel-lösen" });
    const unknown = await agent(t.app).post("/api/accounts/login/", { mail: "nobody@example.com", password: "fel-lösen" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errorDescription.sv).toBe("Fel e-postadress eller lösenord.");
    expect(wrong.cookies).toHaveLength(0);
  });

  it("refuses a login without password with 422", async () => {
    const response = await agent(t.app).post("/api/accounts/login/", { mail: "someone@example.com" });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual(["password"]);
  });

  it("answers 401 to /me when logged out, and logout ends the session on the server", async () => {
    expect((await agent(t.app).get("/api/accounts/me/")).statusCode).toBe(401);
    const owner = await registerOwner(t.app);
    const stolenCookie = owner.client.cookies.get("session")!;
    const logout = await owner.client.post("/api/accounts/logout/");
    expect(logout.statusCode).toBe(200);
    expect((await owner.client.get("/api/accounts/me/")).statusCode).toBe(401);
    // The old token is dead on the server, not only forgotten by the browser.
    const replay = await t.app.inject({ method: "GET", url: "/api/accounts/me/", headers: { cookie: `session=${stolenCookie}` } });
    expect(replay.statusCode).toBe(401);
  });

  it("expires sessions after 30 days", async () => {
    const owner = await registerOwner(t.app);
    t.advanceTime(31 * 86_400_000);
    try {
      expect((await owner.client.get("/api/accounts/me/")).statusCode).toBe(401);
    } finally {
      t.advanceTime(-31 * 86_400_000);
    }
  });
});
