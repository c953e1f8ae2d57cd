import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteImage } from "../../src/domain/site/common";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/accounts/register/", () => {
  it("creates the account and an inactive site, and logs the owner in", async () => {
    const client = agent(t.app);
    const response = await client.post("/api/accounts/register/", { mail: "Anna@Example.com", password: "hemligt", acceptTerms: true });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.mail).toBe("Anna@Example.com");
    expect(body.site._id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = response.cookies.find((c) => c.name === "session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const me = await client.get("/api/accounts/me/");
    expect(me.json()).toEqual({ mail: "Anna@Example.com", site: { _id: body.site._id } });
    const account = await client.get(`/api/sites/${body.site._id}/account/`);
    expect(account.json().site.active).toBe(false);
  });

  it("starts the site from the brand's starter page, never an empty one: its pictures copied into the site and served there, no version yet", async () => {
    const owner = await registerOwner(t.app);
    const site = (await owner.client.get(`/api/sites/${owner.siteId}`)).json();
    expect(site.siteModules.length).toBeGreaterThan(0);
    const images: SiteImage[] = site.siteModules.flatMap((module: { image?: SiteImage }) => (module.image ? [module.image] : []));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.path).toBe(`/images/${owner.siteId}/`);
      for (const fileName of [image.fileName, ...image.sizes.map((size) => size.fileName)]) {
        expect((await owner.client.get(`${image.path}${fileName}`)).statusCode, fileName).toBe(200);
      }
    }
    expect((await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions).toEqual([]);
  });

  it("refuses a taken e-mail, whatever its case, with a 422 in the error shape", async () => {
    await agent(t.app).post("/api/accounts/register/", { mail: "taken@example.com", password: "hemligt", acceptTerms: true });
    const response = await agent(t.app).post("/api/accounts/register/", { mail: "TAKEN@example.com", password: "annat-lösen", acceptTerms: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      isErrorResponse: true,
      errorDescription: { sv: "Det finns redan ett konto med den e-postadressen.", en: expect.any(String), da: expect.any(String) },
      fields: ["mail"],
    });
  });

  it.each([
    [{ mail: "not-an-address", password: "hemligt", acceptTerms: true }, "mail"],
    [{ mail: "a@example.com", password: "12345", acceptTerms: true }, "password"],
    [{ mail: "a@example.com", password: "hemligt", acceptTerms: false }, "acceptTerms"],
    [{ mail: "a@example.com", password: "hemligt" }, "acceptTerms"],
    [{ mail: 42, password: "hemligt", acceptTerms: true }, "mail"],
    [{ password: "hemligt", acceptTerms: true }, "mail"],
  ])("refuses %j with 422 naming the field", async (payload, field) => {
    const response = await agent(t.app).post("/api/accounts/register/", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContain(field);
    expect(response.json().isErrorResponse).toBe(true);
    expect(response.cookies).toHaveLength(0);
  });

  it("stores no account when registration is refused", async () => {
    await agent(t.app).post("/api/accounts/register/", { mail: "short@example.com", password: "123", acceptTerms: true });
    const login = await agent(t.app).post("/api/accounts/login/", { mail: "short@example.com", password: "123" });
    expect(login.statusCode).toBe(401);
  });
});
