import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import { JOIN_REQUESTS_PENDING_MAX, JOIN_REQUESTS_PER_SITE_PER_DAY } from "../../src/domain/guestList/joinRequestLimits";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { guestJoinRequests, households } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { mailDelivered } from "../support/mailQueue";
import { publishedSite } from "../support/site";
import { isLinkToken } from "../../src/server/features/guestList/linkTokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }],
  siteModules: [{ id: "osa", siteModuleType: "Rsvp", title: { sv: "OSA" }, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" } }] } }],
};
const BASE = "/api/guest-list/join-requests";
const requests = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list/join-requests${rest}`;
let addresses = 0;

/** A published site with a guest list: one event and one household. */
async function siteWithGuestList() {
  const owner = await publishedSite(t, document);
  const event = await owner.client.post(`/api/sites/${owner.siteId}/guest-list/events`, { name: { sv: "Vigsel" } });
  expect(event.statusCode).toBe(201);
  await owner.client.post(`/api/sites/${owner.siteId}/guest-list/households`, { name: "Familjen Berg", language: "sv", guests: [{ name: "Anna Berg" }], eventIds: [(event.json() as GuestEvent).id] });
  return { ...owner, eventId: (event.json() as GuestEvent).id };
}

/** A guest's request, from an address of its own unless one is given (each address has its own hourly bound). */
const ask = (host: string, body: object, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: "POST",
    url: BASE,
    headers: { host, ...options.headers },
    remoteAddress: options.ip ?? `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    payload: body,
  });
const sara = { name: "Sara Lind", mail: "sara.lind@example.com", message: "Hej! Jag är Annas kusin.", language: "en" };

async function askedOnce(host: string, siteId: string, owner: { client: { get: (url: string) => Promise<{ json: () => unknown }> } }) {
  expect((await ask(host, sara)).statusCode).toBe(201);
  const listed = (await owner.client.get(requests(siteId))).json() as { requests: { id: string }[] };
  return listed.requests[0]!.id;
}

describe("asking to join the guest list", () => {
  it("takes a request on the site's address, sanitized, for the couple to see, and mails nobody", async () => {
    const owner = await siteWithGuestList();
    const asked = await ask(owner.host, { ...sara, name: " <b>Sara</b>\u0007 Lind\n", message: "Hej!<script>alert(1)</script>\r\nVi ses\u0007" });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = await owner.client.get(requests(owner.siteId));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().requests).toEqual([
      expect.objectContaining({ name: "Sara Lind", mail: "sara.lind@example.com", message: "Hej!alert(1)\nVi ses", language: "en", status: "pending", householdId: null }),
    ]);
    expect(t.smtp.sentTo("sara.lind@example.com")).toHaveLength(0);
    expect(t.smtp.sentTo(owner.mail)).toHaveLength(0);
  });

  it("refuses what is too long, not a mail address, too big, from the editor, or on a site without a guest list", async () => {
    const owner = await siteWithGuestList();
    const refusal = async (body: object, field: string) => {
      const response = await ask(owner.host, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().fields).toEqual([field]);
    };
    await refusal({ ...sara, name: "N".repeat(101) }, "name");
    await refusal({ ...sara, name: "<i></i>" }, "name");
    await refusal({ ...sara, name: "Sara\u0000" }, "name");
    await refusal({ ...sara, mail: "sara@" }, "mail");
    await refusal({ ...sara, message: "M".repeat(1001) }, "message");
    expect((await ask(owner.host, { ...sara, message: "M".repeat(9000) })).statusCode).toBe(413);
    const fromEditor = await ask(owner.host, sara, { headers: { [EDITOR_MARKER_HEADER]: "1" } });
    expect(fromEditor.statusCode).toBe(403);
    expect(fromEditor.json().errorDescription.sv).toBeTruthy();
    const plain = await publishedSite(t, document);
    expect((await ask(plain.host, sara)).statusCode).toBe(404);
    // Events alone are the page's schedule, not a guest list: nobody is on a list to ask to join.
    expect((await plain.client.post(`/api/sites/${plain.siteId}/guest-list/events`, { name: { sv: "Vigsel" } })).statusCode).toBe(201);
    expect((await ask(plain.host, sara)).statusCode).toBe(404);
    expect((await owner.client.get(requests(owner.siteId))).json().requests).toEqual([]);
  });

  it("takes 30 requests a site a day and holds at most 100 waiting; an address gets 5 an hour", async () => {
    const owner = await siteWithGuestList();
    for (let i = 0; i < JOIN_REQUESTS_PER_SITE_PER_DAY; i++) expect((await ask(owner.host, sara)).statusCode).toBe(201);
    const over = await ask(owner.host, sara);
    expect(over.statusCode).toBe(429);
    expect(over.json().isErrorResponse).toBe(true);

    const other = await siteWithGuestList();
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.database.db.insert(guestJoinRequests).values(
      Array.from({ length: JOIN_REQUESTS_PENDING_MAX - 1 }, (_, i) => ({ siteId: other.siteId, name: `Gäst ${i}`, mail: `g${i}@example.com`, language: "sv", createdAt: old })),
    );
    expect((await ask(other.host, sara)).statusCode).toBe(201);
    expect((await ask(other.host, sara)).statusCode).toBe(429);

    const third = await siteWithGuestList();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ask(third.host, sara, { ip: "10.77.0.1" })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("approves in one tap: a household with a personal link in the page's language, invited once even when tapped twice", async () => {
    const owner = await siteWithGuestList();
    const id = await askedOnce(owner.host, owner.siteId, owner);
    const [first, second] = await Promise.all([owner.client.post(requests(owner.siteId, `/${id}/approve`)), owner.client.post(requests(owner.siteId, `/${id}/approve`))]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const household = first.json().household as Household;
    expect(second.json().household.id).toBe(household.id);
    expect(household).toMatchObject({ name: "Sara Lind", mail: "sara.lind@example.com", language: "en", note: "Hej! Jag är Annas kusin.", eventIds: [owner.eventId] });
    expect(household.guests.map((guest) => guest.name)).toEqual(["Sara Lind"]);
    expect(isLinkToken(household.linkToken)).toBe(true);
    expect(first.json().request).toMatchObject({ status: "approved", householdId: household.id });
    expect(await t.database.db.select().from(households).where(eq(households.siteId, owner.siteId))).toHaveLength(2);

    await mailDelivered(t.database);
    const mails = t.smtp.sentTo("sara.lind@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/inbjudan/${household.linkToken}`);
    expect((await owner.client.post(requests(owner.siteId, `/${id}/decline`))).statusCode).toBe(409);
  });

  it("declines: kept as declined, no household, no mail, and no approval after", async () => {
    const owner = await siteWithGuestList();
    const id = await askedOnce(owner.host, owner.siteId, owner);
    const declined = await owner.client.post(requests(owner.siteId, `/${id}/decline`));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id, status: "declined", householdId: null });
    expect((await owner.client.get(requests(owner.siteId))).json().requests).toMatchObject([{ id, status: "declined" }]);
    const approve = await owner.client.post(requests(owner.siteId, `/${id}/approve`));
    expect(approve.statusCode).toBe(409);
    expect(approve.json().errorDescription.sv).toBe("Den här förfrågan är redan besvarad.");
    expect(await t.database.db.select().from(households).where(eq(households.siteId, owner.siteId))).toHaveLength(1);
    expect(t.smtp.sentTo("sara.lind@example.com").filter((mail) => mail.text.includes(owner.host))).toHaveLength(0);
  });

  it("lets only the site's owner list, approve or decline", async () => {
    const owner = await siteWithGuestList();
    const id = await askedOnce(owner.host, owner.siteId, owner);
    const stranger = await registerOwner(t.app);
    expect((await stranger.client.get(requests(owner.siteId))).statusCode).toBe(403);
    expect((await stranger.client.post(requests(owner.siteId, `/${id}/approve`))).statusCode).toBe(403);
    expect((await stranger.client.post(requests(owner.siteId, `/${id}/decline`))).statusCode).toBe(403);
    expect((await stranger.client.post(requests(stranger.siteId, `/${id}/approve`))).statusCode).toBe(404);
    expect((await owner.client.get(requests(owner.siteId))).json().requests).toMatchObject([{ id, status: "pending" }]);
  });
});
