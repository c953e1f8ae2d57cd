import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import type { LegacySiteDocumentInput } from "../../src/modules/legacy/document";
import { legacyAnswers, sites } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { legacyPerson, legacyRsvpBody, legacySpeechBody, postLegacyRsvp, postLegacySpeech, readyLegacyKey, RSVP_SOURCE } from "../support/legacyAnswers";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = (siteId: string) => t.database.db.select().from(legacyAnswers).where(eq(legacyAnswers.siteId, siteId)).orderBy(legacyAnswers.personIndex);
const key = () => readyLegacyKey(t);

type Pair = { key: string; value: unknown };
/** The wedding document with a change to one module (its properties as the list of pairs). */
function weddingWith(moduleId: string, change: (module: { hide?: boolean; properties: Pair[] }) => object): LegacySiteDocumentInput {
  const document = legacyWeddingDocument();
  return { ...document, modules: document.modules!.map((module) => (module.id === moduleId ? { ...module, ...change(module as { properties: Pair[] }) } : module)) };
}
const withProperty = (properties: Pair[], key: string, value: unknown) => [...properties.filter((pair) => pair.key !== key), { key, value }];

const invalid = (fields: string[]) => ({ isErrorResponse: true, message: expect.any(String), fields, errorDescription: { sv: "Några uppgifter saknas eller är felaktiga.", en: expect.any(String), da: expect.any(String) } });

describe("POST /api/rsvps/{siteId}/v3/ (legacy RSVP)", () => {
  it("stores each person of a send with the older fields, the questions they were shown and the module's labels", async () => {
    const site = await publishedLegacySite(t);
    const persons = [legacyPerson("Anna", { bus: "Ja", allergies: "Nötter", way: "Bara dit", stop: "Centralen" }), { ...legacyPerson("Erik", { coming: "no" }), mail: "erik@example.com", phone: "" }];
    (persons[0]!.customValues[0] as { label: string }).label = "a label the guest's page had";
    const response = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await key(), persons));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });

    const [anna, erik] = await rows(site.siteId);
    expect(anna).toMatchObject({ kind: "rsvp", ip: "127.0.0.1", firstName: "Anna", lastName: "Andersson", phone: "070-123 45 67", mail: "", weddingYesOrNo: "yes", source: RSVP_SOURCE });
    expect(anna!.customValues).toEqual([
      { id: "textField-allergies", label: "Allergier", type: "TextField", value: "Nötter" },
      { id: "RadioGroup-bus", label: "Åker du buss?", type: "RadioGroup", value: "Ja" },
      { id: "RadioGroup-way", label: "Vilken resa?", type: "RadioGroup", value: "Bara dit" },
      { id: "textField-stop", label: "Var kliver du på?", type: "TextField", value: "Centralen" },
    ]);
    expect(erik).toMatchObject({ firstName: "Erik", weddingYesOrNo: "no", mail: "erik@example.com", groupId: anna!.groupId, personIndex: 1 });
    expect(erik!.customValues).toEqual([
      { id: "textField-allergies", label: "Allergier", type: "TextField", value: "" },
      { id: "RadioGroup-bus", label: "Åker du buss?", type: "RadioGroup", value: "Nej" },
    ]);
  });

  it("requires names, the answer to 'Kommer du?' and a valid mail when one is given", async () => {
    const site = await publishedLegacySite(t);
    const postKey = await key();
    const bad = [
      { ...legacyPerson("  "), lastName: "" },
      { ...legacyPerson("Erik"), weddingYesOrNo: "maybe", mail: "not an address" },
    ];
    const response = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, bad));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(invalid(["persons.0.firstName", "persons.0.lastName", "persons.1.mail", "persons.1.weddingYesOrNo"]));
    const { weddingYesOrNo: _, ...noAnswer } = legacyPerson("Lisa");
    expect((await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, [noAnswer]))).json().fields).toEqual(["persons.0.weddingYesOrNo"]);
    expect(await rows(site.siteId)).toHaveLength(0);
    expect((await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey))).json(), "a refused send keeps its key").toEqual({ invertedSuccess: false });
  });

  it("requires every radio group shown, with one of its answers, and a mandatory text field only when shown", async () => {
    const site = await publishedLegacySite(t);
    const postKey = await key();
    const send = async (person: ReturnType<typeof legacyPerson>) => (await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, [person]))).json();
    const bus = legacyPerson("Anna", { bus: "Ja" });

    const noBus = { ...bus, customValues: bus.customValues.filter((value) => value.id !== "RadioGroup-bus") };
    // Without an answer to the condition question the lower block is not shown, so only the bus question is missing.
    expect((await send(noBus)).fields).toEqual(["persons.0.customValues.RadioGroup-bus"]);
    expect((await send({ ...bus, customValues: bus.customValues.map((value) => (value.id === "RadioGroup-bus" ? { ...value, value: "Kanske" } : value)) })).fields).toEqual(["persons.0.customValues.RadioGroup-bus"]);
    // "Ja": the lower block is shown, so its radio group and mandatory text field are required.
    const upperOnly = { ...bus, customValues: bus.customValues.slice(0, 2) };
    expect((await send(upperOnly)).fields).toEqual(["persons.0.customValues.RadioGroup-way", "persons.0.customValues.textField-stop"]);
    expect((await send({ ...bus, customValues: [...bus.customValues.slice(0, 3), { id: "textField-stop", type: "TextField", label: "", value: "  " }] })).fields).toEqual(["persons.0.customValues.textField-stop"]);
    // A question the module does not have, one sent twice, or sent with another type.
    expect((await send({ ...bus, customValues: [...bus.customValues, { id: "textField-gone", type: "TextField", label: "", value: "x" }] })).fields).toEqual(["persons.0.customValues.textField-gone"]);
    expect((await send({ ...bus, customValues: [...bus.customValues, bus.customValues[0]!] })).fields).toEqual(["persons.0.customValues.textField-allergies"]);
    expect((await send({ ...bus, customValues: bus.customValues.map((value) => (value.id === "textField-allergies" ? { ...value, type: "RadioGroup" as const } : value)) })).fields).toEqual(["persons.0.customValues.textField-allergies"]);
    expect(await rows(site.siteId)).toHaveLength(0);

    // "Nej": the lower block is not shown; anything sent for it is not stored.
    const notBus = legacyPerson("Erik", { bus: "Nej" });
    const withHidden = { ...notBus, customValues: [...notBus.customValues, { id: "textField-stop", type: "TextField" as const, label: "Var kliver du på?", value: "sent anyway" }] };
    expect(await send(withHidden)).toEqual({ invertedSuccess: false });
    const [stored] = await rows(site.siteId);
    expect((stored!.customValues as { id: string }[]).map((value) => value.id)).toEqual(["textField-allergies", "RadioGroup-bus"]);
  });

  it("shows, so requires, the lower block always when the condition's answer no longer exists", async () => {
    const document = weddingWith("CLIENTID-rsvp", (module) => ({ properties: withProperty(module.properties, "conditionShowTextFieldsBelow", { question: "RadioGroup-bus", answer: "RadioGroupOption-removed" }) }));
    const site = await publishedLegacySite(t, document);
    const response = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await key(), [legacyPerson("Erik", { bus: "Nej" })]));
    expect(response.json().fields).toEqual(["persons.0.customValues.RadioGroup-way", "persons.0.customValues.textField-stop"]);
  });

  it("refuses text PostgreSQL cannot store, naming where it is", async () => {
    const site = await publishedLegacySite(t);
    const postKey = await key();
    const nul = legacyPerson("a\u0000b", { allergies: "a\ud83db" });
    const response = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, [nul]));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.sort()).toEqual(["persons.0.customValues.0.value", "persons.0.firstName"]);
    expect(await rows(site.siteId)).toHaveLength(0);
  });

  it("takes at most the module's number of persons, and at least one", async () => {
    const site = await publishedLegacySite(t);
    const postKey = await key();
    const four = ["A", "B", "C", "D"].map((name) => legacyPerson(name));
    const tooMany = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, four));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual(invalid(["persons"]));
    expect((await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, []))).json().fields).toEqual(["persons"]);
    expect((await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, four.slice(0, 3)))).json()).toEqual({ invertedSuccess: false });
    expect(await rows(site.siteId)).toHaveLength(3);
  });

  it("answers 404 formNotFound for a source naming no shown RSVP3 module", async () => {
    const site = await publishedLegacySite(t, weddingWith("CLIENTID-rsvp", () => ({ hide: true })));
    const postKey = await key();
    for (const source of [RSVP_SOURCE, "site-form-CLIENTID-speech", "CLIENTID-rsvp", "site-form-nothing"]) {
      const response = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(postKey, undefined, { source }));
      expect(response.statusCode, source).toBe(404);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Formuläret finns inte längre på sidan. Ladda om sidan." } });
    }
    const newer = await publishedSite(t, { language: "sv", siteModules: [] });
    expect((await postLegacyRsvp(t, newer.siteId, legacyRsvpBody(postKey))).statusCode, "a site in the newer shape").toBe(404);
  });

  it("answers the robot notice and stores nothing for a filled honeypot or a missing, unknown, early or used key", async () => {
    const site = await publishedLegacySite(t);
    const robot = (body: object) => postLegacyRsvp(t, site.siteId, body).then((response) => response.json());
    expect(await robot(legacyRsvpBody(await key(), undefined, { website: "http://spam.example" }))).toEqual({ invertedSuccess: true });
    expect(await robot(legacyRsvpBody(undefined))).toEqual({ invertedSuccess: true });
    expect(await robot(legacyRsvpBody("made-up-key"))).toEqual({ invertedSuccess: true });
    expect(await robot(legacyRsvpBody("made-up-key", [{ ...legacyPerson("Robot"), customValues: [] }], { source: "site-form-nothing" })), "whatever a robot sent").toEqual({ invertedSuccess: true });
    const early = (await t.app.inject({ method: "GET", url: "/api/rsvps/post-key" })).json().key as string;
    expect(await robot(legacyRsvpBody(early))).toEqual({ invertedSuccess: true });
    t.advanceTime(3_500);
    expect(await robot(legacyRsvpBody(early)), "an early key is burnt").toEqual({ invertedSuccess: true });
    expect(await rows(site.siteId)).toHaveLength(0);

    const once = await key();
    expect(await robot(legacyRsvpBody(once))).toEqual({ invertedSuccess: false });
    expect(await robot(legacyRsvpBody(once))).toEqual({ invertedSuccess: true });
    expect(await rows(site.siteId)).toHaveLength(1);
  });

  it("is refused from the editor, and on an unpublished site to anyone but its owner", async () => {
    const site = await publishedLegacySite(t);
    const fromEditor = await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await key()), { [EDITOR_MARKER_HEADER]: "1" });
    expect(fromEditor.statusCode).toBe(403);
    expect(fromEditor.json()).toMatchObject({ isErrorResponse: true });

    await t.database.db.update(sites).set({ active: false }).where(eq(sites.id, site.siteId));
    expect((await postLegacyRsvp(t, site.siteId, legacyRsvpBody(await key()))).statusCode).toBe(404);
    const owner = await site.client.post(`/api/rsvps/${site.siteId}/v3/`, legacyRsvpBody(await key()));
    expect(owner.json()).toEqual({ invertedSuccess: false });
    expect(await rows(site.siteId)).toHaveLength(1);
  });
});

describe("the legacy sends' rate limit", () => {
  it("answers 429 past the per-IP allowance, for RSVPs and speeches together", async () => {
    const strict = await createTestApp({ rateLimits: { perIp: { max: 2, window: 60_000 }, perMail: { max: 10_000, window: 60_000 } } });
    try {
      const site = await publishedLegacySite(strict);
      expect((await postLegacyRsvp(strict, site.siteId, legacyRsvpBody(await readyLegacyKey(strict)))).statusCode).toBe(200);
      expect((await postLegacySpeech(strict, site.siteId, legacySpeechBody(await readyLegacyKey(strict)))).statusCode).toBe(200);
      // Refused before its key is read.
      const limited = await postLegacyRsvp(strict, site.siteId, legacyRsvpBody("any-key"));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ isErrorResponse: true });
    } finally {
      await strict.close();
    }
  });
});

describe("POST /api/speeches/{siteId}/v2 (legacy speech sign-up)", () => {
  it("stores the sign-up against the site's first shown Speech2 module", async () => {
    const site = await publishedLegacySite(t);
    const response = await postLegacySpeech(t, site.siteId, legacySpeechBody(await key()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ invertedSuccess: false });
    const [row] = await rows(site.siteId);
    expect(row).toMatchObject({ kind: "speech", firstName: "Sara", lastName: "Berg", mail: "sara@example.com", weddingYesOrNo: null, source: "site-form-CLIENTID-speech" });
    expect(row!.customValues).toEqual([{ id: "textField-length", label: "Hur många minuter?", type: "TextField", value: "5" }]);
  });

  it("requires names and the mandatory text fields, and refuses unknown questions", async () => {
    const site = await publishedLegacySite(t);
    const postKey = await key();
    const send = async (speech: object) => (await postLegacySpeech(t, site.siteId, legacySpeechBody(postKey, speech))).json();
    expect((await send({ firstName: " ", lastName: "" })).fields.sort()).toEqual(["speech.firstName", "speech.lastName"]);
    expect(await send({ customValues: [] })).toEqual(invalid(["speech.customValues.textField-length"]));
    expect((await send({ customValues: [{ id: "RadioGroup-bus", type: "RadioGroup", label: "", value: "Ja" }, { id: "textField-length", type: "TextField", label: "", value: "3" }] })).fields).toEqual(["speech.customValues.RadioGroup-bus"]);
    expect(await rows(site.siteId)).toHaveLength(0);
  });

  it("answers 404 formNotFound when the site shows no Speech2 module, and the robot notice to robots", async () => {
    const hidden = await publishedLegacySite(t, weddingWith("CLIENTID-speech", () => ({ hide: true })));
    const response = await postLegacySpeech(t, hidden.siteId, legacySpeechBody(await key()));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Formuläret finns inte längre på sidan. Ladda om sidan." } });

    const site = await publishedLegacySite(t);
    expect((await postLegacySpeech(t, site.siteId, legacySpeechBody(await key(), {}, { website: "x" }))).json()).toEqual({ invertedSuccess: true });
    expect((await postLegacySpeech(t, site.siteId, legacySpeechBody("made-up-key"))).json()).toEqual({ invertedSuccess: true });
    expect((await postLegacySpeech(t, site.siteId, legacySpeechBody(await key()), { [EDITOR_MARKER_HEADER]: "1" })).statusCode).toBe(403);
    expect(await rows(site.siteId)).toHaveLength(0);
  });
});
