import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { AnswerEntry } from "../../src/domain/answers";
import type { formElement } from "../../src/domain/site/forms";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { rsvpAnswers } from "../../src/server/db/schema";
import { agent, createTestApp, type Agent, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const yes = { id: "yes", text: { sv: "Ja", en: "Yes", da: "Ja" } };
const no = { id: "no", text: { sv: "Nej tyvärr", en: "No", da: "Nej desværre" } };
const coming = { id: "coming", formElementType: "SingleSelect" as const, label: { sv: "Kommer du?", en: "Are you coming?", da: "Kommer du?" }, required: true, options: [yes, no] };
const name = { id: "name", formElementType: "ShortText" as const, label: { sv: "Namn", en: "Name", da: "Navn" }, required: true };
const food = { id: "food", formElementType: "ShortText" as const, label: { sv: "Specialkost", en: "Dietary needs", da: "Specialkost" }, showConditions: [{ formElementId: "coming", formElementOptionIds: ["yes"] }] };
const speechName = { id: "speaker", formElementType: "ShortText" as const, label: { sv: "Vem talar?", en: "Who is speaking?", da: "Hvem taler?" }, required: true };

const document = (rsvpElements: z.input<typeof formElement>[] = [name, coming, food]): SiteDocumentInput => ({
  language: "sv",
  availableLanguages: [{ languageCode: "sv" }, { languageCode: "en" }, { languageCode: "da" }],
  siteModules: [
    { id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA" }, maxNumberOfGuests: 5, form: { formElements: rsvpElements } },
    { id: "speech", siteModuleType: "Form", title: { sv: "Tal" }, form: { formElements: [speechName] } },
  ],
});

/** A guest's post key, old enough to be accepted. */
async function readyKey(kind: "rsvps" | "form-submissions"): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: `/api/${kind}/post-key` })).json().key as string;
  t.advanceTime(3_500);
  return key;
}

const guest = (guestName: string, answer: typeof yes, diet = "") => ({
  formElements: [
    { formElement: { id: "name" }, value: guestName },
    { formElement: { id: "coming" }, value: answer.text.sv, selectedOption: answer.id },
    { formElement: { id: "food" }, value: diet },
  ],
});

/** A guest's RSVP send through the public call, as the guest page makes it. */
async function sendRsvp(siteId: string, guests: ReturnType<typeof guest>[], language = "sv") {
  const payload = { guests, language, postKey: await readyKey("rsvps"), formId: "rsvp1", formTitle: "OSA" };
  const response = await t.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload });
  expect(response.json()).toEqual({ invertedSuccess: false });
}

async function sendSpeech(siteId: string, speaker: string) {
  const payload = { formElements: [{ formElement: { id: "speaker" }, value: speaker }], language: "sv", postKey: await readyKey("form-submissions"), formId: "speech", formTitle: "Tal" };
  const response = await t.app.inject({ method: "POST", url: `/api/form-submissions/${siteId}/`, payload });
  expect(response.json()).toEqual({ invertedSuccess: false });
}

const KINDS = {
  rsvp: { list: (siteId: string) => `/api/rsvps/${siteId}/v4`, send: (siteId: string) => sendRsvp(siteId, [guest("Anna", yes)]) },
  form: { list: (siteId: string) => `/api/form-submissions/${siteId}`, send: (siteId: string) => sendSpeech(siteId, "Anna") },
};

async function list(client: Agent, url: string): Promise<AnswerEntry[]> {
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const remove = (client: Agent, url: string) => client.request({ method: "DELETE", url });
const values = (entry: AnswerEntry) => entry.formElements.map((element) => element.value);
const formsWithAnswers = async (client: Agent, siteId: string): Promise<string[]> => (await client.get(`/api/sites/${siteId}`)).json().formsWithAnswers;

describe("GET /api/rsvps/{siteId}/v4", () => {
  it("lists one entry per guest, newest send first, with each question and chosen option in every language", async () => {
    const owner = await publishedSite(t, document());
    await sendRsvp(owner.siteId, [guest("Anna", yes, "Vegetariskt"), guest("Erik", no)]);
    t.advanceTime(60_000);
    await sendRsvp(owner.siteId, [guest("Lisa", yes)], "en");

    const entries = await list(owner.client, `/api/rsvps/${owner.siteId}/v4`);
    expect(entries.map(values)).toEqual([
      ["Lisa", "Yes", ""],
      ["Anna", "Ja", "Vegetariskt"],
      ["Erik", "Nej tyvärr", ""],
    ]);
    const [lisa, anna, erik] = entries as [AnswerEntry, AnswerEntry, AnswerEntry];
    expect(anna.groupIdentifier).toBe(erik.groupIdentifier);
    expect(lisa.groupIdentifier).not.toBe(anna.groupIdentifier);
    expect(new Set(entries.map((entry) => entry._id)).size).toBe(3);
    expect(Date.parse(lisa.createdAt) - Date.parse(anna.createdAt)).toBeGreaterThanOrEqual(60_000);
    expect(lisa).toMatchObject({ language: "en", formId: "rsvp1", formTitle: "OSA" });
    expect(anna.createdAt).toBe(new Date(anna.createdAt).toISOString());

    const [annaName, annaComing] = anna.formElements;
    expect(annaName).toEqual({ formElement: expect.objectContaining({ id: "name", label: name.label }), value: "Anna", selectedOption: null });
    expect(annaComing?.formElement).toMatchObject({ id: "coming", formElementType: "SingleSelect", label: coming.label, required: true, options: [yes, no] });
    expect(annaComing?.selectedOption).toEqual({ id: "yes", text: { sv: "Ja", en: "Yes", da: "Ja" } });
    expect(erik.formElements[1]?.selectedOption).toEqual({ id: "no", text: { sv: "Nej tyvärr", en: "No", da: "Nej desværre" } });
    expect(erik.formElements[2]?.formElement.showConditions).toEqual(food.showConditions);
  });

  it("shows an answer with the question as it was asked after the owner renamed or deleted it", async () => {
    const owner = await publishedSite(t, document());
    await sendRsvp(owner.siteId, [guest("Anna", yes, "Glutenfritt")]);
    const renamed = { ...coming, label: { sv: "Kan du komma?", en: "Can you come?", da: "Kan du komme?" }, options: [{ id: "yes", text: { sv: "Absolut", en: "Absolutely", da: "Absolut" } }, no] };
    expect((await owner.client.put(`/api/sites/${owner.siteId}`, document([name, renamed]))).statusCode).toBe(200);

    const [anna] = await list(owner.client, `/api/rsvps/${owner.siteId}/v4`);
    expect(anna?.formElements.map((element) => element.formElement.label.sv)).toEqual(["Namn", "Kommer du?", "Specialkost"]);
    expect(anna?.formElements[1]?.selectedOption).toEqual({ id: "yes", text: yes.text });
    expect(anna?.formElements[2]?.value).toBe("Glutenfritt");
  });

  it("answers an empty list for a site without answers, and never another site's answers", async () => {
    const owner = await publishedSite(t, document());
    const other = await publishedSite(t, document());
    await sendRsvp(other.siteId, [guest("Anna", yes)]);
    expect(await list(owner.client, `/api/rsvps/${owner.siteId}/v4`)).toEqual([]);
  });

  it("lists at most the newest 5,000 guests' answers", async () => {
    const owner = await publishedSite(t, document());
    const start = Date.parse("2026-01-01T00:00:00Z");
    const rows = Array.from({ length: 5_001 }, (_, index) => ({
      siteId: owner.siteId,
      formId: "rsvp1",
      formTitle: "OSA",
      language: "sv",
      groupIdentifier: `group-${index}`,
      formElements: [],
      createdAt: new Date(start + index * 1_000),
    }));
    for (let index = 0; index < rows.length; index += 2_500) await t.database.db.insert(rsvpAnswers).values(rows.slice(index, index + 2_500));
    const entries = await list(owner.client, `/api/rsvps/${owner.siteId}/v4`);
    expect(entries).toHaveLength(5_000);
    expect(entries[0]?.groupIdentifier).toBe("group-5000");
    expect(entries.at(-1)?.groupIdentifier, "the oldest one is left out").toBe("group-1");
  });
});

describe("DELETE /api/rsvps/{siteId}/v4/{rsvpId}", () => {
  it("deletes one guest's answer; the form counts as answered until its last answer is gone", async () => {
    const owner = await publishedSite(t, document());
    await sendRsvp(owner.siteId, [guest("Anna", yes), guest("Erik", no)]);
    await sendRsvp(owner.siteId, [guest("Lisa", yes)]);
    const url = `/api/rsvps/${owner.siteId}/v4`;
    const erik = (await list(owner.client, url)).find((entry) => entry.formElements[0]?.value === "Erik")!;

    const deleted = await remove(owner.client, `${url}/${erik._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});
    const left = await list(owner.client, url);
    expect(left.map((entry) => values(entry)[0])).toEqual(["Lisa", "Anna"]);
    expect(await formsWithAnswers(owner.client, owner.siteId)).toEqual(["rsvp1"]);
    expect((await remove(owner.client, `${url}/${erik._id}`)).statusCode, "already deleted").toBe(404);

    for (const entry of left) expect((await remove(owner.client, `${url}/${entry._id}`)).statusCode).toBe(200);
    expect(await list(owner.client, url)).toEqual([]);
    expect(await formsWithAnswers(owner.client, owner.siteId)).toEqual([]);
  });
});

describe("GET and DELETE /api/form-submissions/{siteId}", () => {
  it("lists the Form module's submissions newest first, each its own group, and deletes them one by one", async () => {
    const owner = await publishedSite(t, document());
    await sendSpeech(owner.siteId, "Farbror Nils");
    t.advanceTime(1_000);
    await sendSpeech(owner.siteId, "Bästa vännen Sara");
    const url = `/api/form-submissions/${owner.siteId}`;

    const entries = await list(owner.client, url);
    expect(entries.map(values)).toEqual([["Bästa vännen Sara"], ["Farbror Nils"]]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ groupIdentifier: entry._id, formId: "speech", formTitle: "Tal", language: "sv" });
      expect(entry.formElements[0]).toEqual({ formElement: expect.objectContaining({ id: "speaker", label: speechName.label }), value: expect.any(String), selectedOption: null });
    }

    expect((await remove(owner.client, `${url}/${entries[0]!._id}`)).json()).toEqual({});
    expect((await list(owner.client, url)).map(values)).toEqual([["Farbror Nils"]]);
    expect(await formsWithAnswers(owner.client, owner.siteId)).toEqual(["speech"]);
    expect((await remove(owner.client, `${url}/${entries[1]!._id}`)).statusCode).toBe(200);
    expect(await formsWithAnswers(owner.client, owner.siteId)).toEqual([]);
  });

  it("does not take an RSVP answer's id as a submission's, nor the other way round", async () => {
    const owner = await publishedSite(t, document());
    await KINDS.rsvp.send(owner.siteId);
    await KINDS.form.send(owner.siteId);
    const [rsvp] = await list(owner.client, KINDS.rsvp.list(owner.siteId));
    const [submission] = await list(owner.client, KINDS.form.list(owner.siteId));
    expect((await remove(owner.client, `${KINDS.form.list(owner.siteId)}/${rsvp!._id}`)).statusCode).toBe(404);
    expect((await remove(owner.client, `${KINDS.rsvp.list(owner.siteId)}/${submission!._id}`)).statusCode).toBe(404);
    expect(await list(owner.client, KINDS.rsvp.list(owner.siteId))).toHaveLength(1);
    expect(await list(owner.client, KINDS.form.list(owner.siteId))).toHaveLength(1);
  });
});

describe.each(Object.entries(KINDS))("who may list and delete (%s)", (_kind, { list: listUrl, send }) => {
  it("answers 401 when logged out, 403 for another owner's or an unknown site, and deletes nothing", async () => {
    const owner = await publishedSite(t, document());
    const stranger = await publishedSite(t, document());
    await send(owner.siteId);
    const [answer] = await list(owner.client, listUrl(owner.siteId));
    const answerUrl = `${listUrl(owner.siteId)}/${answer!._id}`;

    const loggedOut = agent(t.app);
    expect((await loggedOut.get(listUrl(owner.siteId))).statusCode).toBe(401);
    expect((await remove(loggedOut, answerUrl)).statusCode).toBe(401);
    const forbidden = await stranger.client.get(listUrl(owner.siteId));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Du har inte behörighet till det här." } });
    expect((await remove(stranger.client, answerUrl)).statusCode).toBe(403);
    for (const siteId of [randomUUID(), "not-a-site"]) {
      expect((await owner.client.get(listUrl(siteId))).statusCode).toBe(403);
      expect((await remove(owner.client, `${listUrl(siteId)}/${answer!._id}`)).statusCode).toBe(403);
    }
    expect(await list(owner.client, listUrl(owner.siteId))).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed id and for another site's answer, which stays", async () => {
    const owner = await publishedSite(t, document());
    const other = await publishedSite(t, document());
    await send(other.siteId);
    const [othersAnswer] = await list(other.client, listUrl(other.siteId));

    for (const id of [randomUUID(), "not-an-id", othersAnswer!._id]) {
      const response = await remove(owner.client, `${listUrl(owner.siteId)}/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Hittades inte." } });
    }
    expect(await list(other.client, listUrl(other.siteId))).toEqual([othersAnswer]);
  });
});

describe("the cost of the list", () => {
  it("comes compressed and never cached", async () => {
    const owner = await publishedSite(t, document());
    for (let send = 0; send < 10; send++) await sendRsvp(owner.siteId, [guest(`Gäst ${send}`, yes, "Inga nötter, tack")]);
    const response = await owner.client.get(`/api/rsvps/${owner.siteId}/v4`, { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses an account past 60 lists a minute, RSVP and Form lists together, with 429", async () => {
    const owner = await publishedSite(t, document());
    const neighbour = await publishedSite(t, document());
    const statuses: number[] = [];
    for (let call = 0; call < 30; call++) statuses.push((await owner.client.get(`/api/rsvps/${owner.siteId}/v4`)).statusCode);
    for (let call = 0; call < 31; call++) statuses.push((await owner.client.get(`/api/form-submissions/${owner.siteId}`)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await neighbour.client.get(`/api/rsvps/${neighbour.siteId}/v4`)).statusCode, "another account is not held back").toBe(200);
  });
});
