import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { customDomains, sites } from "../../src/server/db/schema";
import { systemDns } from "../../src/server/providers/domains/systemDns";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";
import { startDnsServer, type Zone } from "../support/dnsServer";
import { getWithHost } from "../support/getWithHost";
import { publishedSite } from "../support/site";

const zone: Zone = {};
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let t: TestApp;
beforeAll(async () => {
  dns = await startDnsServer(zone);
  t = await createTestApp({ env: { HOSTING_IP: "192.0.2.10", HOSTING_CNAME: "sites.example.net" }, overrides: { dns: systemDns([dns.server]) } });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const api = (siteId: string, path: string) => `/api/sites/${siteId}/host${path}`;
let names = 0;
/** A label no other test uses. */
const unique = (prefix: string) => `${prefix}-${++names}-${Date.now().toString(36)}`;

async function siteRow(siteId: string) {
  const [row] = await t.database.db.select().from(sites).where(eq(sites.id, siteId));
  return row!;
}
const activate = (siteId: string) =>
  t.database.db.update(sites).set({ active: true, activeDate: new Date(), activeExpireDate: new Date(Date.now() + 365 * 86_400_000) }).where(eq(sites.id, siteId));
const giveRegistration = (siteId: string) => t.database.db.update(sites).set({ customDomainRegistrationsAvailable: 1 }).where(eq(sites.id, siteId));

async function activeOwner() {
  const owner = await registerOwner(t.app);
  await activate(owner.siteId);
  return owner;
}

type Owner = { client: ReturnType<typeof agent>; siteId: string };
const dnsCheck = async (owner: Owner, domain: string) => {
  const response = await owner.client.get(api(owner.siteId, `/dns-check/${domain}`));
  expect(response.statusCode).toBe(200);
  return response.json();
};
/** The owner adds the TXT record the check asks for, and checks again. */
async function proveByTxt(owner: Owner, domain: string) {
  const { txt } = await dnsCheck(owner, domain);
  zone.txt = { ...zone.txt, [domain]: ["v=spf1 -all", txt.expected] };
  expect(await dnsCheck(owner, domain)).toMatchObject({ txt: { ok: true }, proven: true });
}

const welcome: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }],
  siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: "<p>Välkomna till vår fest</p>" } }],
};

describe("GET …/host/subdomain-available/{host}", () => {
  it("says reserved names and other sites' subdomains are taken, and the site's own subdomain is available", async () => {
    const owner = await activeOwner();
    const other = await activeOwner();
    const mine = unique("mine");
    const theirs = unique("theirs");
    expect((await owner.client.put(api(owner.siteId, ""), { host: mine })).statusCode).toBe(200);
    expect((await other.client.put(api(other.siteId, ""), { host: theirs })).statusCode).toBe(200);
    const available = async (host: string) => {
      const response = await owner.client.get(api(owner.siteId, `/subdomain-available/${encodeURIComponent(host)}`));
      expect(response.statusCode).toBe(200);
      return response.json().available;
    };
    for (const reserved of ["www", "demo", "api", "admin", "mail"]) expect(await available(reserved)).toBe(false);
    expect(await available(theirs)).toBe(false);
    expect(await available(`${theirs}.localhost`)).toBe(false);
    expect(await available(mine)).toBe(true);
    expect(await available(unique("ledig"))).toBe(true);
  });

  it("sanitises the input first and refuses what is no label with 422", async () => {
    const owner = await activeOwner();
    const label = unique("anna-och-erik");
    expect((await owner.client.put(api(owner.siteId, ""), { host: label })).statusCode).toBe(200);
    const other = await registerOwner(t.app);
    // "Anna Och Erik-1-…" sanitises to the label the first owner took.
    const typed = label.replace("anna-och-erik", "Anna Och Erik");
    expect((await other.client.get(api(other.siteId, `/subdomain-available/${encodeURIComponent(typed)}`))).json()).toEqual({ available: false });
    for (const bad of ["---", "%C3%A9%C3%A9%C3%A9-", "anna.se", "a.b.c"]) {
      const response = await other.client.get(api(other.siteId, `/subdomain-available/${bad}`));
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Adressen får bara innehålla a–z, 0–9 och bindestreck." } });
    }
  });
});

describe("PUT /api/sites/{siteId}/host with a subdomain", () => {
  it("answers 402 until the site is paid for, then sets the address and gives up the old one", async () => {
    const owner = await registerOwner(t.app);
    const first = unique("forsta");
    const refused = await owner.client.put(api(owner.siteId, ""), { host: first });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Betalningen är inte bekräftad än." } });
    expect((await siteRow(owner.siteId)).host).toBeNull();

    await activate(owner.siteId);
    const set = await owner.client.put(api(owner.siteId, ""), { host: first });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ host: `${first}.localhost` });
    expect((await owner.client.get(`/api/sites/${owner.siteId}/account/`)).json().site.host).toBe(`${first}.localhost`);

    const second = unique("andra");
    expect((await owner.client.put(api(owner.siteId, ""), { host: `${second}.localhost` })).json()).toEqual({ host: `${second}.localhost` });
    expect(await siteRow(owner.siteId)).toMatchObject({ host: `${second}.localhost`, subdomain: `${second}.localhost` });
    // The first one is held for this owner a while (addressRenames.test.ts), not taken by anyone else.
    const other = await activeOwner();
    expect((await other.client.put(api(other.siteId, ""), { host: first })).statusCode).toBe(409);
    expect((await owner.client.put(api(owner.siteId, ""), { host: first })).json()).toEqual({ host: `${first}.localhost` });
  });

  it("refuses taken names with 409 hostTaken", async () => {
    const owner = await activeOwner();
    const other = await activeOwner();
    const theirs = unique("upptagen");
    await other.client.put(api(other.siteId, ""), { host: theirs });
    for (const host of [theirs, `${theirs}.localhost`]) {
      const response = await owner.client.put(api(owner.siteId, ""), { host });
      expect(response.statusCode, host).toBe(409);
      expect(response.json().errorDescription.sv).toBe("Adressen är redan upptagen. Välj en annan.");
    }
    expect((await siteRow(owner.siteId)).host).toBeNull();
    expect((await owner.client.put(api(owner.siteId, ""), { host: "inte giltig!" })).statusCode).toBe(200); // sanitised to inte-giltig
    expect((await owner.client.put(api(owner.siteId, ""), { host: "anna.org" })).statusCode).toBe(422);
    expect((await owner.client.put(api(owner.siteId, ""), {})).statusCode).toBe(422);
  });

  it("lets exactly one of two owners racing for the same name win", async () => {
    for (let round = 0; round < 5; round++) {
      const owners = [await activeOwner(), await activeOwner()];
      const host = unique("kapplopning");
      const responses = await Promise.all(owners.map((owner) => owner.client.put(api(owner.siteId, ""), { host })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, `${host}.localhost`));
      expect(rows).toHaveLength(1);
      const winner = owners[responses.findIndex((response) => response.statusCode === 200)]!;
      expect(rows[0]!.id).toBe(winner.siteId);
    }
  });
});

describe("PUT /api/sites/{siteId}/host with an own domain held elsewhere", () => {
  it("takes one paid registration, records the domain and shows it as the address", async () => {
    const owner = await activeOwner();
    const domain = `${unique("annaocherik")}.se`;
    expect((await owner.client.put(api(owner.siteId, ""), { host: domain })).statusCode).toBe(402);
    await giveRegistration(owner.siteId);
    const set = await owner.client.put(api(owner.siteId, ""), { host: `www.${domain}` });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ host: domain });
    const row = await siteRow(owner.siteId);
    expect(row).toMatchObject({ host: domain, customDomainActive: true, customDomainRegistrationsAvailable: 0 });
    expect(row.customDomainActiveDate).toBeInstanceOf(Date);
    const [custom] = await t.database.db.select().from(customDomains).where(eq(customDomains.domain, domain));
    expect(custom).toMatchObject({ siteId: owner.siteId, source: "other" });
    const months = (custom!.expires!.getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(12);

    // Back to a subdomain and to the domain again: no second registration is needed.
    expect((await owner.client.put(api(owner.siteId, ""), { host: unique("tillbaka") })).statusCode).toBe(200);
    expect((await owner.client.put(api(owner.siteId, ""), { host: domain })).statusCode).toBe(200);
    expect((await siteRow(owner.siteId)).host).toBe(domain);
  });

  it("lets one of two owners racing for the same domain win, and the other keeps its registration", async () => {
    const owners = [await activeOwner(), await activeOwner()];
    await Promise.all(owners.map((owner) => giveRegistration(owner.siteId)));
    const domain = `${unique("samma")}.nu`;
    const responses = await Promise.all(owners.map((owner) => owner.client.put(api(owner.siteId, ""), { host: domain })));
    // Truly simultaneous, the unique index refuses one (409); one after the other, the second
    // withdraws the first's unproven claim (decision 074). Either way one site ends with it.
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const claims = await t.database.db.select().from(customDomains).where(eq(customDomains.domain, domain));
    expect(claims).toHaveLength(1);
    const winner = owners.find((owner) => owner.siteId === claims[0]!.siteId)!;
    const loser = owners.find((owner) => owner !== winner)!;
    expect(await siteRow(winner.siteId)).toMatchObject({ customDomainRegistrationsAvailable: 0, customDomainActive: true, host: domain });
    expect(await siteRow(loser.siteId)).toMatchObject({ customDomainRegistrationsAvailable: 1, customDomainActive: false, host: null });
  });

  it("never gives the service's own domain to a site", async () => {
    const app = await createTestApp({ env: { SITES_DOMAIN: "brollopssida.se" } });
    try {
      const owner = await registerOwner(app.app);
      await app.database.db.update(sites).set({ customDomainRegistrationsAvailable: 1 }).where(eq(sites.id, owner.siteId));
      expect((await owner.client.put(api(owner.siteId, ""), { host: "brollopssida.se" })).statusCode).toBe(409);
      expect((await owner.client.put(api(owner.siteId, ""), { host: "www.brollopssida.se" })).statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});

describe("GET …/host/domain-available/{fullDomain} (sandbox registrar)", () => {
  it("answers from the registrar, and no for a domain a site here has proven its own", async () => {
    const owner = await registerOwner(t.app);
    const available = async (domain: string) => {
      const response = await owner.client.get(api(owner.siteId, `/domain-available/${domain}`));
      expect(response.statusCode, domain).toBe(200);
      return response.json().available;
    };
    expect(await available(`${unique("ledig")}.se`)).toBe(true);
    expect(await available(`${unique("ledig")}.eu`)).toBe(true);
    expect(await available("upptagen.se")).toBe(false);
    expect(await available("google.com")).toBe(false);
    const holder = await activeOwner();
    const held = `${unique("hallen")}.com`;
    expect(await available(held)).toBe(true);
    await giveRegistration(holder.siteId);
    await holder.client.put(api(holder.siteId, ""), { host: held });
    expect(await available(held)).toBe(true);
    await proveByTxt(holder, held);
    expect(await available(held)).toBe(false);
  });

  it("accepts only .se .nu .com .eu", async () => {
    const owner = await registerOwner(t.app);
    for (const domain of ["anna.org", "anna", "-anna.se", "anna..se"]) {
      const response = await owner.client.get(api(owner.siteId, `/domain-available/${domain}`));
      expect(response.statusCode, domain).toBe(422);
      expect(response.json().errorDescription.en).toBe("The address may only contain a–z, 0–9 and hyphens.");
    }
  });
});

describe("POST …/host/domain-registration/register/{domain}", () => {
  const register = (owner: { client: ReturnType<typeof agent>; siteId: string }, domain: string) => owner.client.post(api(owner.siteId, `/domain-registration/register/${domain}`));
  const registered = () => (t.deps.registrar as unknown as { registered: Set<string> }).registered;

  it("answers 402 until the payment gave a registration, then registers once, however often it is asked", async () => {
    const owner = await activeOwner();
    const domain = `${unique("vart-brollop")}.se`;
    const early = await register(owner, domain);
    expect(early.statusCode).toBe(402);
    expect(early.json().errorDescription.sv).toBe("Betalningen är inte bekräftad än.");
    await giveRegistration(owner.siteId);
    const done = await register(owner, domain);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ domain });
    expect(registered().has(domain)).toBe(true);
    expect(await siteRow(owner.siteId)).toMatchObject({ customDomainRegistrationsAvailable: 0, customDomainActive: true });
    const [custom] = await t.database.db.select().from(customDomains).where(eq(customDomains.domain, domain));
    expect(custom).toMatchObject({ siteId: owner.siteId, source: "registrar" });

    const again = await Promise.all([register(owner, domain), register(owner, domain)]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await t.database.db.select().from(customDomains).where(eq(customDomains.siteId, owner.siteId))).toHaveLength(1);
    // Then the client sets it as the address.
    expect((await owner.client.put(api(owner.siteId, ""), { host: domain })).json()).toEqual({ host: domain });
  });

  it("gives the registration back when the registrar refuses", async () => {
    const owner = await activeOwner();
    await giveRegistration(owner.siteId);
    const failing = await register(owner, `${unique("misslyckas")}.se`);
    expect(failing.statusCode).toBe(422);
    expect(failing.json().errorDescription.sv).toBe("Domänen kunde inte registreras. Kontakta oss så hjälper vi dig.");
    expect(await siteRow(owner.siteId)).toMatchObject({ customDomainRegistrationsAvailable: 1, customDomainActive: false });
    expect(await t.database.db.select().from(customDomains).where(eq(customDomains.siteId, owner.siteId))).toHaveLength(0);

    const taken = await register(owner, "upptagen-namn.com");
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errorDescription.sv).toBe("Domänen är inte ledig.");
    expect((await siteRow(owner.siteId)).customDomainRegistrationsAvailable).toBe(1);

    // The registration is still there to use.
    const domain = `${unique("andra-forsoket")}.nu`;
    expect((await register(owner, domain)).statusCode).toBe(200);
  });

  it("refuses a domain another site has, keeping the registration", async () => {
    const holder = await activeOwner();
    await giveRegistration(holder.siteId);
    const domain = `${unique("deras")}.eu`;
    expect((await register(holder, domain)).statusCode).toBe(200);
    const owner = await activeOwner();
    await giveRegistration(owner.siteId);
    const response = await register(owner, domain);
    expect(response.statusCode).toBe(422);
    expect(response.json().errorDescription.en).toBe("The domain is not available.");
    expect((await siteRow(owner.siteId)).customDomainRegistrationsAvailable).toBe(1);
  });
});

describe("GET …/host/dns-check/{domain}", () => {
  it("says whether the A record and the www CNAME point here", async () => {
    const owner = await activeOwner();
    await giveRegistration(owner.siteId);
    const domain = `${unique("egen")}.se`;
    await owner.client.put(api(owner.siteId, ""), { host: domain });
    const check = () => dnsCheck(owner, domain);

    expect(await check()).toEqual({
      a: { expected: "192.0.2.10", found: [], ok: false },
      www: { expected: "sites.example.net", found: [], ok: false },
      txt: { expected: expect.stringMatching(/^site-proof=[0-9a-f]{32}$/), found: [], ok: false },
      proven: false,
      ok: false,
    });
    zone.a = { [domain]: ["198.51.100.7"] };
    zone.cname = { [`www.${domain}`]: "elsewhere.example.org" };
    expect(await check()).toMatchObject({ a: { found: ["198.51.100.7"], ok: false }, www: { found: ["elsewhere.example.org"], ok: false }, ok: false });
    zone.a = { [domain]: ["192.0.2.10"] };
    zone.cname = { [`www.${domain}`]: "sites.example.net" };
    expect(await check()).toMatchObject({
      a: { expected: "192.0.2.10", found: ["192.0.2.10"], ok: true },
      www: { expected: "sites.example.net", found: ["sites.example.net"], ok: true },
      proven: true,
      ok: true,
    });
  });

  it("answers 404 for a domain that is not this site's domain held elsewhere", async () => {
    const owner = await activeOwner();
    await giveRegistration(owner.siteId);
    const bought = `${unique("kopt")}.se`;
    await owner.client.post(api(owner.siteId, `/domain-registration/register/${bought}`));
    expect((await owner.client.get(api(owner.siteId, `/dns-check/${bought}`))).statusCode).toBe(404);
    expect((await owner.client.get(api(owner.siteId, `/dns-check/${unique("okand")}.se`))).statusCode).toBe(404);
    expect((await owner.client.get(api(owner.siteId, "/dns-check/anna.org"))).statusCode).toBe(422);
  });
});

describe("proving an own domain held elsewhere", () => {
  const served = async (host: string) => (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body.includes("Välkomna till vår fest");
  const approved = async (host: string) => (await t.app.inject({ method: "GET", url: `/api/tls/approve?domain=${host}`, remoteAddress: "127.0.0.1" })).statusCode;

  it("neither serves nor approves the domain until its TXT record holds the site's token", async () => {
    const owner = await publishedSite(t, welcome, { host: `${unique("bevis")}.localhost` });
    await giveRegistration(owner.siteId);
    const domain = `${unique("bevisas")}.se`;
    expect((await owner.client.put(api(owner.siteId, ""), { host: domain })).json()).toEqual({ host: domain });
    for (const host of [domain, `www.${domain}`]) {
      expect(await served(host), host).toBe(false);
      expect(await approved(host), host).toBe(404);
    }
    const before = await dnsCheck(owner, domain);
    expect(before).toMatchObject({ proven: false, ok: false, txt: { ok: false, found: [] } });
    // Another site's token proves nothing.
    const other = await activeOwner();
    await giveRegistration(other.siteId);
    const otherDomain = `${unique("annans")}.se`;
    await other.client.put(api(other.siteId, ""), { host: otherDomain });
    zone.txt = { ...zone.txt, [domain]: [(await dnsCheck(other, otherDomain)).txt.expected] };
    expect(await dnsCheck(owner, domain)).toMatchObject({ proven: false, txt: { ok: false } });
    expect(await approved(domain)).toBe(404);

    await proveByTxt(owner, domain);
    for (const host of [domain, `www.${domain}`]) {
      expect(await served(host), host).toBe(true);
      expect(await approved(host), host).toBe(200);
    }
    // Proof stays when the record is removed later.
    zone.txt = { ...zone.txt, [domain]: [] };
    expect(await dnsCheck(owner, domain)).toMatchObject({ proven: true });
  });

  it("takes the A record or the www CNAME pointing here as proof", async () => {
    const owner = await activeOwner();
    await giveRegistration(owner.siteId);
    const domain = `${unique("pekar")}.nu`;
    await owner.client.put(api(owner.siteId, ""), { host: domain });
    expect(await approved(domain)).toBe(404);
    zone.cname = { ...zone.cname, [`www.${domain}`]: "sites.example.net" };
    expect(await dnsCheck(owner, domain)).toMatchObject({ www: { ok: true }, proven: true, ok: false });
    expect(await approved(domain)).toBe(200);
  });

  it("does not let another site's unproven claim keep the domain from the owner who proves it", async () => {
    const squatter = await activeOwner();
    const owner = await activeOwner();
    await Promise.all([giveRegistration(squatter.siteId), giveRegistration(owner.siteId)]);
    const squatterLabel = unique("forst");
    await squatter.client.put(api(squatter.siteId, ""), { host: squatterLabel });
    const domain = `${unique("riktig-agare")}.com`;
    expect((await squatter.client.put(api(squatter.siteId, ""), { host: domain })).statusCode).toBe(200);

    expect((await owner.client.put(api(owner.siteId, ""), { host: domain })).json()).toEqual({ host: domain });
    // The claim moved: the first site is back on its subdomain with its registration.
    expect(await siteRow(squatter.siteId)).toMatchObject({ host: `${squatterLabel}.localhost`, customDomainRegistrationsAvailable: 1, customDomainActive: false });
    expect((await squatter.client.get(api(squatter.siteId, `/dns-check/${domain}`))).statusCode).toBe(404);
    await proveByTxt(owner, domain);

    // Proven: now it is taken.
    const late = await squatter.client.put(api(squatter.siteId, ""), { host: domain });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorDescription.sv).toBe("Adressen är redan upptagen. Välj en annan.");
    expect(await siteRow(owner.siteId)).toMatchObject({ host: domain });
  });

  it("counts a domain registered through us for the site as proven", async () => {
    const owner = await publishedSite(t, welcome, { host: `${unique("kopt")}.localhost` });
    await giveRegistration(owner.siteId);
    const domain = `${unique("registrerad")}.se`;
    expect((await owner.client.post(api(owner.siteId, `/domain-registration/register/${domain}`))).statusCode).toBe(200);
    expect(await approved(domain)).toBe(200);
    expect(await served(`www.${domain}`)).toBe(true);
  });
});

describe("serving a site on its addresses", () => {
  it("shows the page on its subdomain, its own domain and www. before it", async () => {
    const owner = await publishedSite(t, welcome, { host: `${unique("visas")}.localhost` });
    const label = unique("etikett");
    await owner.client.put(api(owner.siteId, ""), { host: label });
    await giveRegistration(owner.siteId);
    const domain = `${unique("visas")}.se`;
    await owner.client.put(api(owner.siteId, ""), { host: domain });
    await proveByTxt(owner, domain);
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const host of [`${label}.localhost`, domain, `www.${domain}`, `${domain.toUpperCase()}:3000`]) {
      expect((await getWithHost(url, host)).toString(), host).toContain("Välkomna till vår fest");
    }
    await expect(getWithHost(url, `www.${label}.localhost`)).rejects.toThrow("404");
    await expect(getWithHost(url, `${unique("ingen")}.se`)).rejects.toThrow("404");
  });

  it("does not show a site that is not published on any of them", async () => {
    const owner = await publishedSite(t, welcome, { host: `${unique("dold")}.localhost` });
    await giveRegistration(owner.siteId);
    const domain = `${unique("dold")}.com`;
    await owner.client.put(api(owner.siteId, ""), { host: domain });
    await proveByTxt(owner, domain);
    const shown = async (host: string) => (await t.app.inject({ method: "GET", url: "/", headers: { host } })).body;
    expect(await shown(`www.${domain}`)).toContain("Välkomna till vår fest");
    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, owner.siteId));
    for (const host of [domain, `www.${domain}`]) {
      await expect.poll(() => shown(host), { timeout: 3000 }).not.toContain("Välkomna till vår fest");
    }
  });
});

describe("GET /api/tls/approve", () => {
  const approve = (domain: string, remoteAddress = "127.0.0.1") => t.app.inject({ method: "GET", url: `/api/tls/approve?domain=${encodeURIComponent(domain)}`, remoteAddress });

  it("approves every address of a published site, and nothing else", async () => {
    const owner = await activeOwner();
    const label = unique("tls");
    await owner.client.put(api(owner.siteId, ""), { host: label });
    await giveRegistration(owner.siteId);
    const domain = `${unique("tls")}.eu`;
    await owner.client.put(api(owner.siteId, ""), { host: domain });
    await proveByTxt(owner, domain);
    for (const host of [`${label}.localhost`, domain, `www.${domain}`, domain.toUpperCase()]) expect((await approve(host)).statusCode, host).toBe(200);
    expect((await approve(`${unique("okand")}.se`)).statusCode).toBe(404);
    expect((await approve(`x.${domain}`)).statusCode).toBe(404);
    expect((await approve("")).statusCode).toBe(422);

    await t.database.db.update(sites).set({ activeExpireDate: new Date(Date.now() - 1000) }).where(eq(sites.id, owner.siteId));
    expect((await approve(domain)).statusCode).toBe(404);
    await t.database.db.update(sites).set({ active: false, activeExpireDate: null }).where(eq(sites.id, owner.siteId));
    expect((await approve(`${label}.localhost`)).statusCode).toBe(404);
  });

  it("answers only this machine", async () => {
    const owner = await activeOwner();
    const label = unique("bara-lokalt");
    await owner.client.put(api(owner.siteId, ""), { host: label });
    expect((await approve(`${label}.localhost`, "::1")).statusCode).toBe(200);
    expect((await approve(`${label}.localhost`, "203.0.113.9")).statusCode).toBe(404);
    // A request the proxy forwards from outside comes from loopback too, but says so.
    const forwarded = await t.app.inject({ method: "GET", url: `/api/tls/approve?domain=${label}.localhost`, headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(forwarded.statusCode).toBe(404);
  });

  it("refuses a loopback request carrying X-Real-IP, with TRUST_PROXY or without", async () => {
    const owner = await activeOwner();
    const label = unique("real-ip");
    await owner.client.put(api(owner.siteId, ""), { host: label });
    const viaNginx = (app: TestApp) => app.app.inject({ method: "GET", url: `/api/tls/approve?domain=${label}.localhost`, headers: { "x-real-ip": "203.0.113.9" } });
    expect((await viaNginx(t)).statusCode).toBe(404);
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      expect((await viaNginx(proxied)).statusCode).toBe(404);
      expect((await proxied.app.inject({ method: "GET", url: `/api/tls/approve?domain=${label}.localhost`, headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.9" } })).statusCode).toBe(404);
      // The proxy's own question.
      expect((await proxied.app.inject({ method: "GET", url: `/api/tls/approve?domain=${label}.localhost` })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("who may call the address routes", () => {
  it("answers 401 when logged out and 403 for another owner's site on every route", async () => {
    const owner = await activeOwner();
    const other = await registerOwner(t.app);
    const calls = [
      { method: "GET", url: api(owner.siteId, "/subdomain-available/anna") },
      { method: "PUT", url: api(owner.siteId, ""), payload: { host: "anna" } },
      { method: "GET", url: api(owner.siteId, "/domain-available/anna.se") },
      { method: "POST", url: api(owner.siteId, "/domain-registration/register/anna.se") },
      { method: "GET", url: api(owner.siteId, "/dns-check/anna.se") },
    ] as const;
    for (const call of calls) {
      expect((await agent(t.app).request(call)).statusCode, `${call.method} ${call.url} logged out`).toBe(401);
      expect((await other.client.request(call)).statusCode, `${call.method} ${call.url} as another owner`).toBe(403);
      const unknown = { ...call, url: call.url.replace(owner.siteId, "00000000-0000-4000-8000-000000000000") };
      expect((await other.client.request(unknown)).statusCode).toBe(403);
    }
    expect((await siteRow(owner.siteId)).host).toBeNull();
  });
});
