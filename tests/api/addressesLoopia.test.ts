import { eq } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../src/server/db/schema";
import { DomainRegistrationError } from "../../src/server/providers/domains/domainRegistrar";
import { loopiaRegistrar } from "../../src/server/providers/domains/loopia/loopiaRegistrar";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { startLoopiaFake } from "../support/loopiaFake";

let loopia: Awaited<ReturnType<typeof startLoopiaFake>>;
let t: TestApp;
beforeAll(async () => {
  loopia = await startLoopiaFake({ username: "api@loopiaapi", password: "hemligt", occupied: ["upptagen.se", "google.com"] });
  t = await createTestApp({ env: { LOOPIA_API_URL: loopia.url, LOOPIA_USERNAME: "api@loopiaapi", LOOPIA_PASSWORD: "hemligt", LOOPIA_CUSTOMER_NUMBER: "C123" } });
});
afterAll(async () => {
  await t.close();
  await loopia.close();
});

const api = (siteId: string, path: string) => `/api/sites/${siteId}/host${path}`;
const callsOf = (method: string) => loopia.calls.filter((call) => call.method === method);

describe("the Loopia adapter behind the address routes", () => {
  it("is chosen by the LOOPIA_* configuration and asks domainIsFree with the reseller's customer number", async () => {
    expect(t.deps.registrar.sandbox).toBe(false);
    const owner = await registerOwner(t.app);
    const search = async (domain: string) => (await owner.client.get(api(owner.siteId, `/domain-available/${domain}`))).json();
    expect(await search("ledig-fest.se")).toEqual({ available: true });
    expect(await search("upptagen.se")).toEqual({ available: false });
    expect(callsOf("domainIsFree").map((call) => call.params)).toEqual([
      ["api@loopiaapi", "hemligt", "C123", "ledig-fest.se"],
      ["api@loopiaapi", "hemligt", "C123", "upptagen.se"],
    ]);
    // The same question again within minutes is answered from the cache.
    expect(await search("ledig-fest.se")).toEqual({ available: true });
    expect(callsOf("domainIsFree")).toHaveLength(2);
  });

  it("answers 502 with a readable error when Loopia refuses the search", async () => {
    const owner = await registerOwner(t.app);
    for (const status of ["RATE_LIMITED", "AUTH_ERROR", "UNKNOWN_ERROR"]) {
      loopia.state.nextStatus = status;
      const response = await owner.client.get(api(owner.siteId, `/domain-available/fel-${status.toLowerCase().replace("_", "-")}.nu`));
      expect(response.statusCode, status).toBe(502);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Adressen gick inte att kontrollera just nu. Försök igen om en stund." } });
      expect(response.json().message).toContain(status);
    }
  });

  it("orders a paid domain with orderDomain, accepting the terms, and gives the registration back on a refusal", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.update(sites).set({ active: true, customDomainRegistrationsAvailable: 1 }).where(eq(sites.id, owner.siteId));
    loopia.state.nextStatus = "BAD_INDATA";
    const refused = await owner.client.post(api(owner.siteId, "/domain-registration/register/vart-brollop.com"));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorDescription.en).toBe("The domain could not be registered. Contact us and we will help.");
    const [afterRefusal] = await t.database.db.select().from(sites).where(eq(sites.id, owner.siteId));
    expect(afterRefusal!.customDomainRegistrationsAvailable).toBe(1);

    const ordered = await owner.client.post(api(owner.siteId, "/domain-registration/register/vart-brollop.com"));
    expect(ordered.statusCode).toBe(200);
    expect(callsOf("orderDomain").at(-1)!.params).toEqual(["api@loopiaapi", "hemligt", "C123", "vart-brollop.com", true]);
    expect(loopia.state.occupied.has("vart-brollop.com")).toBe(true);
    expect(callsOf("orderDomain")).toHaveLength(2);
    expect((await owner.client.post(api(owner.siteId, "/domain-registration/register/vart-brollop.com"))).statusCode).toBe(200);
    expect(callsOf("orderDomain")).toHaveLength(2);
  });
});

describe("loopiaRegistrar", () => {
  it("leaves the customer number out of domainIsFree for an ordinary account, and maps status words", async () => {
    const registrar = loopiaRegistrar({ kind: "loopia", url: loopia.url, username: "api@loopiaapi", password: "hemligt" });
    const before = loopia.calls.length;
    expect(await registrar.isFree("google.com")).toBe(false);
    await registrar.register("eget-konto.se");
    expect(loopia.calls.slice(before).map((call) => call.params)).toEqual([
      ["api@loopiaapi", "hemligt", "google.com"],
      ["api@loopiaapi", "hemligt", "", "eget-konto.se", true],
    ]);
    await expect(registrar.register("eget-konto.se")).rejects.toMatchObject({ status: "OCCUPIED" });
    const wrongPassword = loopiaRegistrar({ kind: "loopia", url: loopia.url, username: "api@loopiaapi", password: "fel" });
    await expect(wrongPassword.isFree("x.se")).rejects.toThrow(DomainRegistrationError);
    await expect(wrongPassword.isFree("x.se")).rejects.toMatchObject({ status: "AUTH_ERROR" });
  });

  it("gives up on a registrar that does not answer", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const registrar = loopiaRegistrar({ kind: "loopia", url: `http://127.0.0.1:${port}/RPCSERV`, username: "u", password: "p" }, 200);
      const started = Date.now();
      await expect(registrar.isFree("x.se")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
