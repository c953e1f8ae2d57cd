import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestMailSendResult } from "../../src/domain/guestList/mail";
import type { Household, HouseholdInput } from "../../src/domain/guestList/types";
import { households } from "../../src/server/db/schema";
import { createTestApp, type Agent, type TestApp } from "../support/app";
import { mailDelivered } from "../support/mailQueue";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEND_INTERVAL = 11_000;
const url = (siteId: string, rest = "") => `/api/sites/${siteId}/guest-list${rest}`;
const stopPath = (token: string) => `/inbjudan/${token}/sluta-paminna`;
const FORM = "application/x-www-form-urlencoded";

let count = 0;
const household = (name: string, language = "sv"): HouseholdInput => ({ name, mail: `stop${++count}-${Date.now()}@example.com`, language, guests: [{ name: `${name} Gäst` }] });

/** An owner with a published site in Swedish and English and the households given. */
async function guestList(inputs: HouseholdInput[]) {
  const owner = await publishedSite(t, { language: "sv", availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }] });
  const list: Household[] = [];
  for (const input of inputs) {
    const response = await owner.client.post(url(owner.siteId, "/households"), input);
    expect(response.statusCode, response.body).toBe(201);
    list.push(response.json() as Household);
  }
  return { ...owner, households: list };
}

async function send(client: Agent, siteId: string, kind: string): Promise<GuestMailSendResult> {
  const response = await client.post(url(siteId, "/mails"), { sendId: randomUUID(), kind, recipients: "notAnswered" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GuestMailSendResult;
}

const stoppedAt = async (householdId: string) => (await t.database.db.select({ stopped: households.remindersStoppedAt }).from(households).where(eq(households.id, householdId)))[0]!.stopped;

describe("stop link", () => {
  it("stops nothing on HEAD or GET: the page asks, in the household's language, with a button that posts without script", async () => {
    const owner = await guestList([household("The Smiths", "en")]);
    const [smiths] = owner.households;
    const path = stopPath(smiths!.linkToken);

    const head = await t.app.inject({ method: "HEAD", url: path, headers: { host: owner.host } });
    expect(head.statusCode).toBe(200);
    const page = await t.app.inject({ method: "GET", url: path, headers: { host: owner.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Stop reminders?");
    expect(page.body).toMatch(new RegExp(`<form method="post" action="${path}">`));
    expect(page.body).toMatch(/<button type="submit">Stop reminders<\/button>/);
    expect(page.body).not.toContain("<script");
    // In the site's colours, as the mail it came from and the household's own page.
    expect(page.body).toMatch(/class="[^"]* gate" style="[^"]*--color-primary:/);
    expect(await stoppedAt(smiths!.id)).toBeNull();
  });

  it("stops reminders for that household only on the page's POST or a mail program's one-click POST", async () => {
    const owner = await guestList([household("The Smiths", "en"), household("Familjen Berg"), household("Familjen Ek")]);
    const [smiths, berg, ek] = owner.households;

    // The page's form, from the site's own address.
    const fromPage = await t.app.inject({ method: "POST", url: stopPath(smiths!.linkToken), headers: { host: owner.host, origin: `https://${owner.host}`, "content-type": FORM }, payload: "" });
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.body).toContain("No more reminders");
    // A mail program's one-click unsubscribe (RFC 8058): no origin, the fixed body.
    const oneClick = await t.app.inject({ method: "POST", url: stopPath(ek!.linkToken), headers: { host: owner.host, "content-type": FORM }, payload: "List-Unsubscribe=One-Click" });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("Inga fler påminnelser");
    expect(await stoppedAt(smiths!.id)).not.toBeNull();
    expect(await stoppedAt(ek!.id)).not.toBeNull();
    expect(await stoppedAt(berg!.id)).toBeNull();

    const result = await send(owner.client, owner.siteId, "reminder");
    expect(result.queued).toBe(1);
    expect(result.skipped.map((skip) => [skip.householdId, skip.reason]).sort()).toEqual(
      [
        [smiths!.id, "remindersStopped"],
        [ek!.id, "remindersStopped"],
      ].sort(),
    );
    await mailDelivered(t.database);
    expect(t.smtp.sentTo(berg!.mail!)).toHaveLength(1);
    expect(t.smtp.sentTo(smiths!.mail!)).toEqual([]);
  });

  it("finds nothing with a token of another site, a made-up token or on the editor's address", async () => {
    const first = await guestList([household("Ett")]);
    const other = await guestList([household("Annat")]);
    const token = first.households[0]!.linkToken;
    for (const [path, host] of [
      [stopPath(token), other.host],
      [stopPath("x".repeat(32)), first.host],
      [stopPath(token), "localhost"],
    ] as const) {
      for (const method of ["GET", "POST"] as const) {
        expect((await t.app.inject({ method, url: path, headers: { host, "content-type": FORM }, payload: method === "POST" ? "List-Unsubscribe=One-Click" : undefined })).statusCode, `${method} ${path} on ${host}`).toBe(404);
      }
    }
    expect(await stoppedAt(first.households[0]!.id)).toBeNull();
  });

  it("names the stop link as the one-click List-Unsubscribe of every mail that carries it", async () => {
    const owner = await guestList([household("Familjen Berg")]);
    const [berg] = owner.households;
    await send(owner.client, owner.siteId, "invitation");
    t.advanceTime(SEND_INTERVAL);
    await send(owner.client, owner.siteId, "reminder");
    await mailDelivered(t.database);
    const mails = t.smtp.sentTo(berg!.mail!);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.headers["list-unsubscribe"]).toBe(`<http://${owner.host}:3000${stopPath(berg!.linkToken)}>`);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
  });
});
