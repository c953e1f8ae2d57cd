import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, createTestApp, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { perIp: { max: 8, window: 60_000 }, perMail: { max: 3, window: 60_000 } } });
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };

describe("bad requests get the error shape, never a 500", () => {
  it("answers 400 to invalid JSON", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/accounts/login/", headers: json, payload: '{"mail": "a@b.se",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Förfrågan kunde inte läsas." } });
  });

  it("answers 422 to a body that is not an object", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/accounts/login/", headers: json, payload: "[1,2]" });
    expect(response.statusCode).toBe(422);
  });

  it("answers 413 to an oversized body", async () => {
    const payload = JSON.stringify({ mail: "a@b.se", password: "x".repeat(1_100_000) });
    const response = await t.app.inject({ method: "POST", url: "/api/accounts/login/", headers: json, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorDescription.en).toBe("The request is too large.");
  });

  it("answers 404 in the error shape for an unknown API path", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().isErrorResponse).toBe(true);
  });

  it("refuses a state-changing request from another origin", async () => {
    const response = await agent(t.app).post("/api/accounts/logout/", {}, { origin: "https://evil.example", host: "localhost:3000" });
    expect(response.statusCode).toBe(403);
    const same = await agent(t.app).post("/api/accounts/logout/", {}, { origin: "http://localhost:3000", host: "localhost:3000" });
    expect(same.statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("limits login attempts per e-mail address", async () => {
    const attempt = () => t.app.inject({ method: "POST", url: "/api/accounts/login/", payload: { mail: "target@example.com", password: "guess" }, remoteAddress: `127.0.1.${1 + Math.floor(Math.random() * 200)}` });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
  });

  it("limits registration attempts per IP", async () => {
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const response = await t.app.inject({ method: "POST", url: "/api/accounts/register/", payload: { mail: `ip${i}@example.com`, password: "12", acceptTerms: true }, remoteAddress: "127.0.2.7" });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 422)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it("counts each kind of attempt on its own: guests' post keys and reset requests use up neither an IP's nor an address's logins", async () => {
    const remoteAddress = "127.0.3.9";
    for (let i = 0; i < 8; i++) expect((await t.app.inject({ method: "GET", url: "/api/rsvps/post-key", remoteAddress })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/rsvps/post-key", remoteAddress })).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      const reset = await t.app.inject({ method: "POST", url: "/api/accounts/reset-password/", payload: { mail: "victim@example.com" }, remoteAddress: `127.0.4.${i + 1}` });
      expect(reset.statusCode).toBe(200);
    }
    const login = await t.app.inject({ method: "POST", url: "/api/accounts/login/", payload: { mail: "victim@example.com", password: "guess" }, remoteAddress });
    expect(login.statusCode).toBe(401);
  });
});
