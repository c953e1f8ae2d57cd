import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../src/domain/languages";
import type { FormElement } from "../../src/domain/site/forms";
import type { GuestModule } from "../../src/modules/guestDocument";
import { legacySiteDocument } from "../../src/modules/legacy/document";
import type { Rsvp3Module, Speech2Module } from "../../src/modules/legacy/guestModules";
import { rsvp3Elements, speech2Elements } from "../../src/modules/legacy/questions";
import { LEGACY_FORM_TEXTS } from "../../src/modules/legacy/texts";
import type { ModuleOf } from "../../src/modules/siteModule";
import { rsvpAnswers, sites } from "../../src/server/db/schema";
import { storeImage } from "../../src/server/features/images/pipeline";
import { storeConversion } from "../../src/server/features/legacyConversion/repository";
import { convertLegacySite } from "../../src/modules/legacy/convert";
import { createTestApp, registerOwner, type TestApp } from "../support/app";
import { legacyPerson, legacyRsvpBody, legacySpeechBody, postLegacyRsvp, postLegacySpeech, readyLegacyKey } from "../support/legacyAnswers";
import { legacyWeddingDocument, publishedLegacySite } from "../support/legacySite";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const conversion = (siteId: string) => `/api/sites/${siteId}/legacy-conversion`;

/** A published legacy wedding whose header, image-and-text and location show a photo stored in the site's own folder. */
async function legacyWeddingWithPhoto() {
  const owner = await publishedLegacySite(t);
  const image = await storeImage(t.deps.storage, owner.siteId, await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a87" } }).jpeg().toBuffer(), "anna.jpg");
  const document = legacyWeddingDocument({ image, mailReceivers: { rsvp: owner.mail, speech: [owner.mail] } });
  await t.database.db.update(sites).set({ document: legacySiteDocument.parse(document) }).where(eq(sites.id, owner.siteId));
  return { ...owner, image };
}

interface ShownPage {
  /** Per module id: the section's visible text, and the addresses of its images and links. */
  sections: Map<string, { text: string; sources: string[] }>;
  /** The modules as the page hands them to its islands. */
  islands: Map<string, GuestModule>;
}

const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function guestPage(host: string): Promise<ShownPage> {
  const response = await t.app.inject({ method: "GET", url: "/", headers: { host } });
  expect(response.statusCode).toBe(200);
  const json = /<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(response.body)![1]!;
  const islands = (JSON.parse(json) as { document: { siteModules: GuestModule[] } }).document.siteModules;
  const body = response.body.replace(/<script.*?<\/script>/gs, "").split("<footer")[0]!;
  const sections = new Map(
    body
      .split(/(?=<section[^>]*data-module-id=)/)
      .slice(1)
      .map((html) => [/data-module-id="([^"]+)"/.exec(html)![1]!, { text: visible(html), sources: [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!) }]),
  );
  return { sections, islands: new Map(islands.map((module) => [module.id, module])) };
}

/** A question as a guest meets it: its label, whether it must be answered, its options, and the answer that shows it. */
type Question = { label: string; required: boolean; options: string[]; shownWhen: string[] };

function questions(elements: FormElement[]): Question[] {
  const byId = new Map(elements.map((element) => [element.id, element]));
  return elements.map((element) => ({
    label: translate(element.label, "sv"),
    required: element.required,
    options: element.options.map((option) => translate(option.text, "sv")),
    shownWhen: element.showConditions.flatMap((condition) => {
      const question = byId.get(condition.formElementId)!;
      return condition.formElementOptionIds.map((id) => `${translate(question.label, "sv")} = ${translate(question.options.find((option) => option.id === id)!.text, "sv")}`);
    }),
  }));
}

/** What the legacy forms draw ahead of the owner's questions (ContactFields and "Kommer du?"), in their order. */
const texts = LEGACY_FORM_TEXTS.sv;
const field = (label: string, required: boolean): Question => ({ label, required, options: [], shownWhen: [] });
const legacyRsvpQuestions = (module: Rsvp3Module) => [
  field(texts.firstName, true),
  field(texts.lastName, true),
  { ...field(texts.attending, true), options: [texts.yes, texts.no] },
  field(texts.phone, false),
  field(texts.mail, false),
  ...questions(rsvp3Elements(module.properties, "sv")),
];
const legacySpeechQuestions = (module: Speech2Module) => [field(texts.firstName, true), field(texts.lastName, true), field(texts.phone, false), field(texts.mail, false), ...questions(speech2Elements(module.properties, "sv"))];

describe("converting a legacy site", () => {
  it("shows guests every module as before: titles, texts, list and gift items, images, map, video, countdown and the forms' questions", async () => {
    const owner = await legacyWeddingWithPhoto();
    const before = await guestPage(owner.host);
    const response = await owner.client.post(conversion(owner.siteId));
    expect(response.statusCode, response.body).toBe(200);
    // The cached site goes when the database's change notice arrives: a guest a moment later sees the new page.
    await t.deps.siteCache.caughtUp();
    const after = await guestPage(owner.host);

    expect([...after.sections.keys()]).toEqual([...before.sections.keys()]);
    expect(before.sections.size).toBe(11);
    const plain = ["CLIENTID-header", "CLIENTID-text", "CLIENTID-location", "CLIENTID-imagetext", "CLIENTID-list", "CLIENTID-people", "CLIENTID-video", "CLIENTID-gifts", "CLIENTID-speech"];
    for (const id of plain) expect(after.sections.get(id), id).toEqual(before.sections.get(id));
    // The photo in the header, the image-and-text and the location, the map's place and the video's poster, before as after.
    const sources = [...after.sections.values()].flatMap((section) => section.sources).join(" ");
    expect(sources.match(new RegExp(`${owner.image.path}${owner.image.fileName.replace(".jpg", "")}`, "g"))?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(sources).toContain("query=Leksands%20kyrka");
    expect(sources).toContain("video-thumbnails/dQw4w9WgXcQ");

    // The countdown counts to the same moment with the same unit words; its numbers move between the two renders.
    const digitless = (page: ShownPage) => page.sections.get("CLIENTID-countdown")!.text.replace(/\d+/g, "#");
    expect(digitless(after)).toBe(digitless(before));
    expect(digitless(after)).toBe("Snart är det dags # dygn # timmar # minuter # sekunder");
    expect(after.islands.get("CLIENTID-countdown")).toMatchObject({ countdownDate: (before.islands.get("CLIENTID-countdown") as ModuleOf<"Countdown">).countdownDate });
    // The gifts the list opens to, and the video the poster starts; only the legacy module's own anchor is gone (decision 056).
    const withoutSlug = ({ slug: _slug, ...module }: GuestModule) => module;
    expect(withoutSlug(after.islands.get("CLIENTID-gifts")!)).toEqual(withoutSlug(before.islands.get("CLIENTID-gifts")!));
    expect(withoutSlug(after.islands.get("CLIENTID-video")!)).toEqual(withoutSlug(before.islands.get("CLIENTID-video")!));

    // The RSVP: the newer one asks how many are coming as the legacy one did, beside its button, and names the
    // reply deadline its text gives (decisions 056, 082); its form, once open, asks the same questions in the
    // same order, the lower block on the same answer.
    expect(before.sections.get("CLIENTID-rsvp")!.text).toBe("OSA Svara senast 1 maj. Hur många är ni? Välj 1 2 3");
    expect(after.sections.get("CLIENTID-rsvp")!.text).toBe("OSA Svara senast 1 maj Svara senast 1 maj. Hur många är ni? Välj 1 2 3 Svara här");
    const rsvp = after.islands.get("CLIENTID-rsvp") as ModuleOf<"Rsvp">;
    expect(questions(rsvp.form.formElements)).toEqual(legacyRsvpQuestions(before.islands.get("CLIENTID-rsvp") as Rsvp3Module));
    expect(questions(rsvp.form.formElements).at(-1)).toEqual({ label: "Var kliver du på?", required: true, options: [], shownWhen: ["Åker du buss? = Ja"] });
    expect(rsvp).toMatchObject({ maxNumberOfGuests: 3, selectNumberOfGuestsText: { sv: "Hur många är ni?" }, guestIndexTitle: { sv: "Gäst" }, sendButton: { sv: "Skicka" } });
    const speech = after.islands.get("CLIENTID-speech") as ModuleOf<"Form">;
    expect(questions(speech.form.formElements)).toEqual(legacySpeechQuestions(before.islands.get("CLIENTID-speech") as Speech2Module));
    expect(speech).toMatchObject({ sendButton: { sv: "Skicka" }, confirmationTitle: { sv: "Tack!" }, confirmationText: { sv: "Tack för att du anmält dig att tala" } });
  });

  it("previews the converted document and what each module becomes, storing nothing", async () => {
    const owner = await legacyWeddingWithPhoto();
    const stored = (await t.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, owner.siteId)))[0]!.document;
    const response = await owner.client.post(`${conversion(owner.siteId)}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as { document: { usesSiteModules: boolean; formRecipients: unknown[] }; modules: unknown[] };
    const anchor = (legacy: string, newer = legacy) => ({ anchor: { legacy, newer } });
    expect(preview.modules).toEqual([
      { legacyType: "header", legacyId: "CLIENTID-header", newerType: "Header", ...anchor("start") },
      { legacyType: "Text", legacyId: "CLIENTID-text", newerType: "Text", ...anchor("valkomna") },
      // The newer shape makes its anchors from the menu label: the owner is told which change.
      { legacyType: "countDown", legacyId: "CLIENTID-countdown", newerType: "Countdown", ...anchor("nedrakning", "snart-ar-det-dags") },
      { legacyType: "location", legacyId: "CLIENTID-location", newerType: "Location", ...anchor("plats") },
      { legacyType: "ImageAndText", legacyId: "CLIENTID-imagetext", newerType: "ImageAndText", ...anchor("om-oss") },
      { legacyType: "TextAndImageList", legacyId: "CLIENTID-list", newerType: "TextAndImageList", ...anchor("hotell") },
      { legacyType: "PeopleList", legacyId: "CLIENTID-people", newerType: "PeopleList", ...anchor("toastmasters") },
      { legacyType: "Video", legacyId: "CLIENTID-video", newerType: "Video", ...anchor("film", "var-film") },
      { legacyType: "GiftRegistry", legacyId: "CLIENTID-gifts", newerType: "GiftRegistry", ...anchor("onskelista") },
      { legacyType: "RSVP3", legacyId: "CLIENTID-rsvp", newerType: "Rsvp", ...anchor("osa") },
      { legacyType: "Speech2", legacyId: "CLIENTID-speech", newerType: "Form", ...anchor("tal") },
    ]);
    expect(preview.document.usesSiteModules).toBe(true);
    expect(preview.document.formRecipients).toEqual([
      { formId: "CLIENTID-rsvp", recipients: [owner.mail] },
      { formId: "CLIENTID-speech", recipients: [owner.mail] },
    ]);

    // The preview is what the conversion then stores.
    expect((await t.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, owner.siteId)))[0]!.document).toEqual(stored);
    expect((await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions).toEqual([]);
    const converted = (await owner.client.post(conversion(owner.siteId))).json();
    expect(converted.siteModules).toEqual((preview.document as unknown as { siteModules: unknown }).siteModules);
  });

  it("opens a legacy site in the editor with its modules' properties as the wire's pairs", async () => {
    const owner = await publishedLegacySite(t);
    const response = await owner.client.get(`/api/sites/${owner.siteId}`);
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json();
    expect(site).toMatchObject({ _id: owner.siteId, host: owner.host, usesSiteModules: false, language: "sv" });
    expect(site.modules[1]).toMatchObject({ id: "CLIENTID-text", module: "Text", properties: [{ key: "title", value: "Välkomna" }, { key: "text", value: "<p>Vi gifter oss i Dalarna.</p>" }] });
  });

  it("keeps the legacy answers listed and takes the newer RSVP's answers after it", async () => {
    const owner = await publishedLegacySite(t);
    expect((await postLegacyRsvp(t, owner.siteId, legacyRsvpBody(await readyLegacyKey(t), [legacyPerson("Anna", { bus: "Ja" })]))).json()).toEqual({ invertedSuccess: false });
    expect((await postLegacySpeech(t, owner.siteId, legacySpeechBody(await readyLegacyKey(t)))).json()).toEqual({ invertedSuccess: false });
    const converted = await owner.client.post(conversion(owner.siteId));
    expect(converted.statusCode, converted.body).toBe(200);

    const listed = (await owner.client.get(`/api/rsvps/${owner.siteId}`)).json().data as { firstName: string; customValues: { label: string; value: string }[] }[];
    expect(listed.map((answer) => answer.firstName)).toEqual(["Anna"]);
    expect(listed[0]!.customValues).toContainEqual(expect.objectContaining({ label: "Var kliver du på?", value: "Centralen" }));
    expect((await owner.client.get(`/api/speeches/${owner.siteId}`)).json().data).toHaveLength(1);

    const answer = (id: string, value: string, selectedOption: string | null = null) => ({ formElement: { id }, value, selectedOption });
    const guest = {
      formElements: [answer("firstName", "Erik"), answer("lastName", "Berg"), answer("weddingYesOrNo", "Ja", "yes"), answer("textField-allergies", ""), answer("RadioGroup-bus", "Nej", "RadioGroupOption-no")],
    };
    const sent = await t.app.inject({ method: "POST", url: `/api/rsvps/${owner.siteId}/v4/`, payload: { guests: [guest], language: "sv", postKey: await readyLegacyKey(t), formId: "CLIENTID-rsvp", formTitle: "OSA" } });
    expect(sent.json(), sent.body).toEqual({ invertedSuccess: false });
    const [row] = await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, owner.siteId));
    expect(row).toMatchObject({ formId: "CLIENTID-rsvp" });
    // The editor knows the converted RSVP has answers, its legacy ones among them.
    expect((await owner.client.get(`/api/sites/${owner.siteId}`)).json().formsWithAnswers).toEqual(expect.arrayContaining(["CLIENTID-rsvp", "CLIENTID-speech"]));
    // The legacy calls no longer find a legacy form.
    expect((await postLegacyRsvp(t, owner.siteId, legacyRsvpBody(await readyLegacyKey(t)))).statusCode).toBe(404);
  });

  it("is undone by restoring the legacy version: the legacy guest page and its answers are back", async () => {
    const owner = await publishedLegacySite(t);
    const converted = (await owner.client.post(conversion(owner.siteId))).json() as { legacyVersion: { _id: string } };
    const versions = (await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions as { _id: string; legacy: boolean }[];
    // The list says which version has the legacy shape: the one to restore.
    expect(versions.map(({ _id, legacy }) => ({ _id, legacy }))).toEqual([
      { _id: expect.not.stringMatching(converted.legacyVersion._id), legacy: false },
      { _id: converted.legacyVersion._id, legacy: true },
    ]);
    const legacyVersion = (await owner.client.get(`/api/sites/${owner.siteId}/versions/${converted.legacyVersion._id}`)).json();
    expect(legacyVersion.document).toMatchObject({ usesSiteModules: false, modules: expect.arrayContaining([expect.objectContaining({ id: "CLIENTID-rsvp", module: "RSVP3" })]) });

    const restored = await owner.client.post(`/api/sites/${owner.siteId}/versions/${converted.legacyVersion._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ usesSiteModules: false, modules: expect.any(Array) });
    expect((await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions).toHaveLength(3);

    await t.deps.siteCache.caughtUp();
    const page = await guestPage(owner.host);
    expect(page.sections.get("CLIENTID-rsvp")!.text).toBe("OSA Svara senast 1 maj. Hur många är ni? Välj 1 2 3");
    expect(page.islands.get("CLIENTID-rsvp")!.siteModuleType).toBe("RSVP3");
    expect((await postLegacyRsvp(t, owner.siteId, legacyRsvpBody(await readyLegacyKey(t)))).json()).toEqual({ invertedSuccess: false });
    expect((await owner.client.get(`/api/rsvps/${owner.siteId}`)).json().data).toHaveLength(1);
  });

  it("is refused for another account's site, and for a site already in the newer shape", async () => {
    const owner = await publishedLegacySite(t);
    const other = await registerOwner(t.app);
    for (const url of [conversion(owner.siteId), `${conversion(owner.siteId)}/preview`]) {
      expect((await other.client.post(url)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    }
    expect((await other.client.get(`/api/sites/${owner.siteId}`)).statusCode).toBe(403);

    const newer = await publishedSite(t, { siteModules: [{ id: "t", siteModuleType: "Text", text: { sv: "<p>Hej</p>" } }] });
    for (const url of [conversion(newer.siteId), `${conversion(newer.siteId)}/preview`]) {
      const refused = await newer.client.post(url);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ fields: ["document"], errorDescription: { sv: "Sidan har redan det nya formatet." } });
    }
    // Converting twice: the second finds the newer shape.
    expect((await owner.client.post(conversion(owner.siteId))).statusCode).toBe(200);
    expect((await owner.client.post(conversion(owner.siteId))).statusCode).toBe(422);
  });

  it("stores nothing when the site's document is no longer the one converted (a save came first)", async () => {
    const owner = await publishedLegacySite(t);
    const read = async () => (await t.database.db.select({ document: sites.document }).from(sites).where(eq(sites.id, owner.siteId)))[0]!.document;
    const stored = await read();
    const earlier = legacySiteDocument.parse({ ...legacyWeddingDocument(), theme: "theme4" });
    expect(await storeConversion(t.database.db, owner.siteId, earlier, convertLegacySite(earlier))).toBeNull();
    expect(await read()).toEqual(stored);
    expect((await owner.client.get(`/api/sites/${owner.siteId}/versions`)).json().versions).toEqual([]);
  });
});
