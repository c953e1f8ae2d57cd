import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MARKER_HEADER } from "../../src/domain/editorMarker";
import { ERROR_TEXTS } from "../../src/domain/errors";
import type { SiteDocumentInput } from "../../src/modules/siteDocument";
import { formSubmissions, giftReservations, postKeys, rsvpAnswers } from "../../src/server/db/schema";
import { createTestApp, type TestApp } from "../support/app";
import { publishedSite } from "../support/site";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document: SiteDocumentInput = {
  language: "sv",
  siteModules: [
    { id: "rsvp", siteModuleType: "Rsvp", maxNumberOfGuests: 1, form: { formElements: [{ id: "name", formElementType: "ShortText", label: { sv: "Namn" } }] } },
    { id: "form", siteModuleType: "Form", form: { formElements: [{ id: "song", formElementType: "ShortText", label: { sv: "Låt" } }] } },
    { id: "gifts", siteModuleType: "GiftRegistry", giftRegistry: [{ id: "vase", title: { sv: "Vas" }, quantity: 2 }] },
  ],
};

const fromEditor = { [EDITOR_MARKER_HEADER]: "1" };
const answer = (id: string) => [{ formElement: { id }, value: "Från redigeraren", selectedOption: null }];

async function readyKey(kind: "rsvps" | "form-submissions"): Promise<string> {
  const key = (await t.app.inject({ method: "GET", url: `/api/${kind}/post-key` })).json().key as string;
  t.advanceTime(3_500);
  return key;
}

/** Every guest write of a site, each sent with the headers given. */
async function sendAll(siteId: string, headers: Record<string, string>) {
  const rsvp = { guests: [{ formElements: answer("name") }], language: "sv", groupIdentifier: "g", postKey: await readyKey("rsvps"), formId: "rsvp", formTitle: "OSA", website: "" };
  const form = { formElements: answer("song"), postKey: await readyKey("form-submissions"), formId: "form", language: "sv", formTitle: "Låtar", website: "" };
  const gift = `/api/gift-registry/${siteId}/gifts/vase/v2`;
  return [
    await t.app.inject({ method: "POST", url: `/api/rsvps/${siteId}/v4/`, payload: rsvp, headers }),
    await t.app.inject({ method: "POST", url: `/api/form-submissions/${siteId}/`, payload: form, headers }),
    await t.app.inject({ method: "PUT", url: gift, payload: { quantity: 1, password: "vas" }, headers }),
    await t.app.inject({ method: "DELETE", url: gift, payload: { quantity: 1, password: "vas" }, headers }),
  ];
}

const storedFor = async (siteId: string) => ({
  rsvps: (await t.database.db.select().from(rsvpAnswers).where(eq(rsvpAnswers.siteId, siteId))).length,
  forms: (await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.siteId, siteId))).length,
  reservations: (await t.database.db.select().from(giftReservations).where(eq(giftReservations.siteId, siteId))).length,
});

describe("guest actions sent from the owner's editor", () => {
  it("are refused with 403 in the error shape: nothing is stored and nothing is mailed", async () => {
    const site = await publishedSite(t, document);
    const refused = await sendAll(site.siteId, fromEditor);
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ isErrorResponse: true, errorDescription: ERROR_TEXTS.guestActionFromEditor });
    }
    expect(await storedFor(site.siteId)).toEqual({ rsvps: 0, forms: 0, reservations: 0 });
    await t.mailDelivered();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(0);

    // The same calls without the marker, as guests send them, go through.
    const accepted = await sendAll(site.siteId, {});
    expect(accepted.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedFor(site.siteId)).toEqual({ rsvps: 1, forms: 1, reservations: 0 });
    await t.mailDelivered();
    expect(t.smtp.sentTo(site.mail)).toHaveLength(2);
  });

  it("get no post key from the editor, and no key is stored", async () => {
    const before = (await t.database.db.select().from(postKeys)).length;
    for (const kind of ["rsvps", "form-submissions"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/${kind}/post-key`, headers: fromEditor });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorDescription).toEqual(ERROR_TEXTS.guestActionFromEditor);
    }
    expect((await t.database.db.select().from(postKeys)).length).toBe(before);
  });
});
