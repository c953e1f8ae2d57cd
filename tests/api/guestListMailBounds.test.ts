import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorResponse } from "../../src/domain/errors";
import type { GuestMailSendResult } from "../../src/domain/guestList/mail";
import { accounts, householdMails, households, sites } from "../../src/server/db/schema";
import { sendDueGuestReminders } from "../../src/server/features/guestList/mail/reminders";
import { newLinkToken } from "../../src/server/features/guestList/linkTokens";
import { createTestApp, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

/** Nobody works this server's jobs: a send is counted when it is queued, so no mail needs to go. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: "false" } });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const SEND_INTERVAL = 11_000;
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const send = (client: Agent, siteId: string, kind = "invitation") => client.post(url(siteId, "/mails"), { sendId: randomUUID(), kind, recipients: "notYetSent" });

let filled = 0;
/** A guest list of `count` households with addresses, as an import makes it. */
async function fillList(siteId: string, count: number): Promise<void> {
  const batch = ++filled;
  await t.database.db.insert(households).values(
    Array.from({ length: count }, (_, index) => ({ siteId, name: `Hushåll ${index}`, mail: `h${batch}-${index}@example.com`, language: "sv", linkToken: newLinkToken() })),
  );
}

async function queued(response: { statusCode: number; body: string; json: () => unknown }): Promise<GuestMailSendResult> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GuestMailSendResult;
}

function refused(response: { statusCode: number; body: string; json: () => unknown }, status: number): ErrorResponse {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ErrorResponse;
  expect(body.isErrorResponse).toBe(true);
  return body;
}

/** A published site whose account was registered `daysAgo` days ago on the server's clock. */
async function siteOfAccount(daysAgo: number) {
  const owner = await publishedSite(t, { language: "sv" });
  const [site] = await t.database.db.select({ accountId: sites.accountId }).from(sites).where(eq(sites.id, owner.siteId));
  await t.database.db.update(accounts).set({ registeredAt: new Date(t.deps.now().getTime() - daysAgo * DAY) }).where(eq(accounts.id, site!.accountId));
  return owner;
}

describe("guest-list mail bounds", () => {
  it("sends at most 1,000 mails a day and 5,000 in all from one site, counting what was sent before the list was deleted", async () => {
    const owner = await siteOfAccount(30);
    for (let day = 1; day <= 5; day++) {
      await fillList(owner.siteId, 1000);
      expect((await queued(await send(owner.client, owner.siteId))).queued, `day ${day}`).toBe(1000);
      // Deleting the list takes the households and their mail records, not the count.
      expect((await owner.client.request({ method: "DELETE", url: url(owner.siteId) })).statusCode).toBe(200);
      expect(await t.database.db.select().from(householdMails).where(eq(householdMails.siteId, owner.siteId))).toEqual([]);
      await fillList(owner.siteId, 1000);
      t.advanceTime(SEND_INTERVAL);
      const sameDay = refused(await send(owner.client, owner.siteId), 429);
      expect(sameDay.errorDescription.sv.replace(/\s/g, " ")).toContain("1 000 mejl per dygn");
      expect((await owner.client.request({ method: "DELETE", url: url(owner.siteId) })).statusCode).toBe(200);
      t.advanceTime(DAY);
    }
    await fillList(owner.siteId, 10);
    const spent = refused(await send(owner.client, owner.siteId, "saveTheDate"), 429);
    expect(spent.errorDescription.sv.replace(/\s/g, " ")).toContain("(5 000 mejl)");
    t.advanceTime(2 * DAY);
    refused(await send(owner.client, owner.siteId, "reminder"), 429);
  });

  it("sends at most 200 a day from a new account's site in its first week; the rest of a send goes the next day", async () => {
    const owner = await siteOfAccount(0);
    await fillList(owner.siteId, 300);
    const first = await queued(await send(owner.client, owner.siteId));
    expect(first.queued).toBe(200);
    expect(first.skipped).toHaveLength(100);
    expect(new Set(first.skipped.map((skip) => skip.reason))).toEqual(new Set(["dailyLimit"]));
    t.advanceTime(SEND_INTERVAL);
    expect(refused(await send(owner.client, owner.siteId), 429).errorDescription.sv).toContain("200 mejl per dygn");

    t.advanceTime(DAY);
    expect(await queued(await send(owner.client, owner.siteId))).toEqual({ queued: 100, skipped: [] });

    // After the first week the site's bound is the full one.
    t.advanceTime(7 * DAY);
    await fillList(owner.siteId, 700);
    expect((await queued(await send(owner.client, owner.siteId, "saveTheDate"))).queued).toBe(1000);
  });

  it("refuses to send from a site whose publication has ended, and reminds none of its households automatically", async () => {
    const owner = await siteOfAccount(30);
    await fillList(owner.siteId, 2);
    const now = t.deps.now().getTime();
    await owner.client.put(url(owner.siteId, "/settings"), { rsvpDeadline: new Date(now + 2 * DAY).toISOString(), reminderDaysBefore: 7 });
    await t.database.db.update(sites).set({ activeExpireDate: new Date(now - DAY) }).where(eq(sites.id, owner.siteId));

    const ended = refused(await send(owner.client, owner.siteId), 422);
    expect(ended.errorDescription.sv).toBe("Sidans publiceringstid har gått ut. Förläng publiceringen för att kunna skicka mejl till gästerna.");
    t.advanceTime(SEND_INTERVAL);
    refused(await owner.client.post(url(owner.siteId, "/mails"), { sendId: randomUUID(), kind: "invitation", recipients: "notYetSent", test: true }), 422);
    await sendDueGuestReminders(t.deps, () => {});
    expect(await t.database.db.select().from(householdMails).where(eq(householdMails.siteId, owner.siteId))).toEqual([]);

    // Extended, it sends again.
    await t.database.db.update(sites).set({ activeExpireDate: new Date(now + 90 * DAY) }).where(eq(sites.id, owner.siteId));
    await sendDueGuestReminders(t.deps, () => {});
    expect(await t.database.db.select().from(householdMails).where(eq(householdMails.siteId, owner.siteId))).toHaveLength(2);
  });
});
