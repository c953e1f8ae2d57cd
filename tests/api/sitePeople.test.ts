import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_MAILS_PER_DAY, PENDING_INVITATIONS_MAX } from "../../src/domain/siteRoles";
import { agent, createTestApp, registerOwner, uniqueOwnerMail, type Agent, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const people = (siteId: string) => `/api/sites/${siteId}/people`;
const invitations = (siteId: string) => `/api/sites/${siteId}/invitations`;

/** The owner invites `mail`; answers the token from the link in the mail that arrives. */
async function invite(owner: Agent, siteId: string, mail: string, role: string, query = "") {
  const response = await owner.post(`${invitations(siteId)}${query}`, { mail, role });
  expect(response.statusCode, response.body).toBe(201);
  await t.mailDelivered();
  const sent = t.smtp.sentTo(mail).at(-1)!;
  const token = /\/bli-med\/([\w-]+)/.exec(sent.text)![1]!;
  return { token, sent };
}

const guestList = (siteId: string) => `/api/sites/${siteId}/guest-list`;
const answers = (siteId: string) => `/api/rsvps/${siteId}/v4`;

describe("inviting a partner as co-owner", () => {
  it("mails a link that an existing account accepts; the partner then edits, and the owner sees them listed", async () => {
    const owner = await registerOwner(t.app, uniqueOwnerMail());
    const partner = await registerOwner(t.app);
    const { token, sent } = await invite(owner.client, owner.siteId, partner.mail, "co-owner");
    expect(sent.subject).toBe(`${owner.mail} bjuder in dig till ${t.deps.config.brand.name}`);
    expect(sent.text).toContain("som medägare");
    expect(sent.replyTo).toBe(owner.mail);

    expect((await partner.client.get(`/api/sites/${owner.siteId}`)).statusCode).toBe(403);
    const accepted = await partner.client.post("/api/invitations/accept", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ siteId: owner.siteId, role: "co-owner" });

    const site = await partner.client.get(`/api/sites/${owner.siteId}`);
    expect(site.statusCode).toBe(200);
    const saved = await partner.client.put(`/api/sites/${owner.siteId}`, site.json());
    expect(saved.statusCode, saved.body).toBe(200);

    const listed = (await owner.client.get(people(owner.siteId))).json();
    expect(listed.people).toEqual([
      expect.objectContaining({ mail: owner.mail, role: "owner" }),
      expect.objectContaining({ mail: partner.mail, role: "co-owner" }),
    ]);
    expect(listed.invitations).toEqual([]);
    const shared = (await partner.client.get("/api/accounts/shared-sites")).json();
    expect(shared.sites).toEqual([{ _id: owner.siteId, host: null, role: "co-owner", ownerMail: owner.mail }]);

    // The link works once.
    expect((await partner.client.post("/api/invitations/accept", { token })).json()).toMatchObject({ errorDescription: { sv: "Inbjudan är ogiltig, har återkallats eller har gått ut. Be om en ny inbjudan." } });
  });

  it("lets a new person register first and then accept with the same link", async () => {
    const owner = await registerOwner(t.app);
    const mail = uniqueOwnerMail();
    const { token } = await invite(owner.client, owner.siteId, mail, "toastmaster");
    const newcomer = agent(t.app);
    expect((await newcomer.post("/api/invitations/accept", { token })).statusCode).toBe(401);
    expect((await newcomer.post("/api/accounts/register/", { mail, password: "secret-password", acceptTerms: true })).statusCode).toBe(201);
    expect((await newcomer.post("/api/invitations/accept", { token })).json()).toEqual({ siteId: owner.siteId, role: "toastmaster" });
    expect((await newcomer.get(guestList(owner.siteId))).statusCode).toBe(200);
    expect((await newcomer.get(answers(owner.siteId))).statusCode).toBe(200);
    expect((await newcomer.put(`/api/sites/${owner.siteId}`, {})).statusCode).toBe(403);
  });

  it("writes the mail in the inviter's language", async () => {
    const owner = await registerOwner(t.app);
    const mail = uniqueOwnerMail();
    const { sent } = await invite(owner.client, owner.siteId, mail, "helper", "?lang=en");
    expect(sent.subject).toBe(`${owner.mail} invites you to ${t.deps.config.brand.name}`);
    expect(sent.text).toContain("as helper (sees the answers)");
  });
});

describe("taking people off a site", () => {
  it("refuses a removed member's very next request on the session they already have", async () => {
    const owner = await registerOwner(t.app);
    const helper = await registerOwner(t.app);
    const { token } = await invite(owner.client, owner.siteId, helper.mail, "helper");
    await helper.client.post("/api/invitations/accept", { token });
    expect((await helper.client.get(answers(owner.siteId))).statusCode).toBe(200);
    expect((await helper.client.get(guestList(owner.siteId))).statusCode).toBe(403);

    const listed = (await owner.client.get(people(owner.siteId))).json();
    const member = listed.people.find((person: { mail: string }) => person.mail === helper.mail);
    const removed = await owner.client.request({ method: "DELETE", url: `${people(owner.siteId)}/${member.accountId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await helper.client.get(answers(owner.siteId))).statusCode).toBe(403);
    expect((await helper.client.get("/api/accounts/shared-sites")).json().sites).toEqual([]);
  });

  it("lets a co-owner remove others but never the owner, and the owner cannot leave", async () => {
    const owner = await registerOwner(t.app);
    const partner = await registerOwner(t.app);
    await partner.client.post("/api/invitations/accept", { token: (await invite(owner.client, owner.siteId, partner.mail, "co-owner")).token });
    const ownerId = (await owner.client.get(people(owner.siteId))).json().people[0].accountId;
    const refused = await partner.client.request({ method: "DELETE", url: `${people(owner.siteId)}/${ownerId}` });
    expect(refused.statusCode).toBe(403);
    expect((await owner.client.post(`/api/sites/${owner.siteId}/leave`)).json()).toMatchObject({ errorDescription: { sv: "Ägaren kan inte lämna sin egen sida." } });
    expect((await partner.client.post(`/api/sites/${owner.siteId}/leave`)).statusCode).toBe(200);
    expect((await partner.client.get(`/api/sites/${owner.siteId}`)).statusCode).toBe(403);
  });

  it("makes a withdrawn invitation's link useless", async () => {
    const owner = await registerOwner(t.app);
    const invited = await registerOwner(t.app);
    const { token } = await invite(owner.client, owner.siteId, invited.mail, "helper");
    const pending = (await owner.client.get(people(owner.siteId))).json().invitations;
    expect(pending).toEqual([expect.objectContaining({ mail: invited.mail, role: "helper" })]);
    const withdrawn = await owner.client.request({ method: "DELETE", url: `${invitations(owner.siteId)}/${pending[0]._id}` });
    expect(withdrawn.json().invitations).toEqual([]);
    const accepted = await invited.client.post("/api/invitations/accept", { token });
    expect(accepted.statusCode).toBe(404);
    expect((await invited.client.get(answers(owner.siteId))).statusCode).toBe(403);
  });
});

describe("bounds and refusals", () => {
  it("refuses a bad role or mail, someone already on the site, and another account's site", async () => {
    const owner = await registerOwner(t.app);
    const stranger = await registerOwner(t.app);
    const badRole = await owner.client.post(invitations(owner.siteId), { mail: "a@example.com", role: "owner" });
    expect(badRole.statusCode).toBe(422);
    expect(badRole.json().fields).toEqual(["role"]);
    expect((await owner.client.post(invitations(owner.siteId), { mail: "not a mail", role: "helper" })).json().fields).toEqual(["mail"]);
    const self = await owner.client.post(invitations(owner.siteId), { mail: owner.mail.toUpperCase(), role: "helper" });
    expect(self.statusCode).toBe(409);
    expect(self.json().errorDescription.sv).toBe("Den personen finns redan med på sidan.");
    expect((await stranger.client.post(invitations(owner.siteId), { mail: "a@example.com", role: "helper" })).statusCode).toBe(403);
    expect((await stranger.client.get(people(owner.siteId))).statusCode).toBe(403);
    expect((await agent(t.app).get(people(owner.siteId))).statusCode).toBe(401);
  });

  it(`keeps at most ${PENDING_INVITATIONS_MAX} invitations waiting and sends at most ${INVITATION_MAILS_PER_DAY} a day`, async () => {
    const owner = await registerOwner(t.app);
    for (let n = 0; n < PENDING_INVITATIONS_MAX; n++) expect((await owner.client.post(invitations(owner.siteId), { mail: `pending${n}@example.com`, role: "helper" })).statusCode).toBe(201);
    const full = await owner.client.post(invitations(owner.siteId), { mail: "one-more@example.com", role: "helper" });
    expect(full.statusCode).toBe(422);
    expect(full.json().errorDescription.sv).toContain(`redan ${PENDING_INVITATIONS_MAX} inbjudningar`);
    // Sending again to a waiting address replaces its invitation, and counts as a mail.
    for (let n = PENDING_INVITATIONS_MAX; n < INVITATION_MAILS_PER_DAY; n++) expect((await owner.client.post(invitations(owner.siteId), { mail: "pending0@example.com", role: "helper" })).statusCode).toBe(201);
    const daily = await owner.client.post(invitations(owner.siteId), { mail: "pending1@example.com", role: "helper" });
    expect(daily.statusCode).toBe(429);
    expect(daily.json().errorDescription.sv).toContain(`(${INVITATION_MAILS_PER_DAY} per dygn)`);
    await t.mailDelivered();
    expect(t.smtp.sentTo("pending0@example.com")).toHaveLength(1 + INVITATION_MAILS_PER_DAY - PENDING_INVITATIONS_MAX);
    t.advanceTime(86_400_000 + 1000);
    expect((await owner.client.post(invitations(owner.siteId), { mail: "pending1@example.com", role: "helper" })).statusCode).toBe(201);
  });
});

describe("version history", () => {
  it("says who saved each version", async () => {
    const owner = await registerOwner(t.app);
    const partner = await registerOwner(t.app);
    await partner.client.post("/api/invitations/accept", { token: (await invite(owner.client, owner.siteId, partner.mail, "co-owner")).token });
    const document = (await owner.client.get(`/api/sites/${owner.siteId}`)).json();
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, document)).statusCode).toBe(200);
    expect((await partner.client.put(`/api/sites/${owner.siteId}`, document)).statusCode).toBe(200);
    const versions = (await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions;
    expect(versions.map((version: { savedBy: string | null }) => version.savedBy)).toEqual([partner.mail, owner.mail, null]);
  });
});
