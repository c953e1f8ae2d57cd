import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Household } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { qrPng } from "../../src/server/features/siteEditing/qr";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

/** A development server on a port of its own, and one behind TLS as in production. */
let local: TestApp;
let live: TestApp;
beforeAll(async () => {
  [local, live] = await Promise.all([createTestApp({ env: { PORT: "3057" } }), createTestApp({ env: { APP_URL: "https://app.example.se" } })]);
});
afterAll(() => Promise.all([local.close(), live.close()]));

const document: SiteDocumentInput = {
  language: "sv",
  siteModules: [
    {
      id: "rsvp1",
      siteModuleType: "Rsvp",
      title: { sv: "OSA" },
      maxNumberOfGuests: 2,
      form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true }] },
    },
  ],
};

/** A published site with one household that has a mail address, invited. */
async function siteWithHousehold(t: TestApp) {
  const owner = await publishedSite(t, document);
  const mail = `berg-${randomUUID()}@example.com`;
  const created = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Familjen Berg", mail, language: "sv", guests: [{ name: "Anna Berg" }] });
  expect(created.statusCode, created.body).toBe(201);
  return { ...owner, household: created.json() as Household, householdMail: mail };
}

async function copyMailText(t: TestApp, site: { siteId: string }, to: string): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
  t.advanceTime(3_500);
  const body = { guests: [{ formElements: [{ formElement: { id: "name" }, value: "Anna Berg", selectedOption: null }] }], language: "sv", postKey: key, formId: "rsvp1", formTitle: "OSA", copyTo: to };
  expect((await t.app.inject({ method: "POST", url: `/api/rsvps/${site.siteId}/v4/`, payload: body })).json()).toEqual({ invertedSuccess: false });
  await t.mailDelivered();
  return t.smtp.sentTo(to).at(-1)!.text;
}

describe("links to a site carry the server's scheme and port", () => {
  it("in development: invitation and reminder mails, their stop links, the copy mail, the guest list and the QR codes open on the local port", async () => {
    const site = await siteWithHousehold(local);
    const base = `http://${site.host}:3057`;
    const personal = `${base}/inbjudan/${site.household.linkToken}`;

    for (const kind of ["invitation", "reminder"]) {
      const sent = await site.client.post(`/api/sites/${site.siteId}/guest-list/mails`, { sendId: randomUUID(), kind, recipients: { householdIds: [site.household.id] } });
      expect(sent.statusCode, sent.body).toBe(200);
      local.advanceTime(11_000);
    }
    await local.mailDelivered();
    const mails = local.smtp.sentTo(site.householdMail);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain(`${personal}\n`);
      expect(mail.html).toContain(`href="${personal}"`);
      expect(mail.headers["list-unsubscribe"]).toBe(`<${personal}/sluta-paminna>`);
      expect(mail.text).not.toContain("https://");
    }

    const copy = await copyMailText(local, site, `copy-${randomUUID()}@example.com`);
    expect(copy).toMatch(new RegExp(`^${base.replace(/\./g, "\\.")}/#svar=[\\w-]{43}$`, "m"));
    expect(copy).toContain(` ${base}/\n`);

    const overview = (await site.client.get(`/api/sites/${site.siteId}/guest-list/overview`)).json() as { households: { link: string | null }[] };
    expect(overview.households.map((household) => household.link)).toEqual([personal]);

    const siteQr = await site.client.get(`/api/sites/${site.siteId}/qr/${site.host}/png`);
    expect(siteQr.rawPayload.equals(await qrPng(`${base}/`, 1024))).toBe(true);
    const householdQr = await site.client.get(`/api/sites/${site.siteId}/guest-list/households/${site.household.id}/qr`);
    expect(householdQr.statusCode, householdQr.body).toBe(200);
    expect(householdQr.rawPayload.equals(await qrPng(personal, 1024))).toBe(true);
  });

  it("behind TLS as in production: https and no port", async () => {
    const site = await siteWithHousehold(live);
    const sent = await site.client.post(`/api/sites/${site.siteId}/guest-list/mails`, { sendId: randomUUID(), kind: "invitation", recipients: { householdIds: [site.household.id] } });
    expect(sent.statusCode, sent.body).toBe(200);
    await live.mailDelivered();
    expect(live.smtp.sentTo(site.householdMail)[0]!.text).toContain(`https://${site.host}/inbjudan/${site.household.linkToken}\n`);
    expect(await copyMailText(live, site, `copy-${randomUUID()}@example.com`)).toContain(` https://${site.host}/\n`);
    const siteQr = await site.client.get(`/api/sites/${site.siteId}/qr/${site.host}/png`);
    expect(siteQr.rawPayload.equals(await qrPng(`https://${site.host}/`, 1024))).toBe(true);
  });
});
