import { eq } from "drizzle-orm";
import { legacySiteDocument, type LegacySiteDocumentInput } from "../../src/modules/legacy/document";
import type { SiteImage } from "../../src/domain/site/common";
import { sites } from "../../src/server/db/schema";
import { registerOwner, type TestApp } from "./app";

let hosts = 0;

const pairs = (properties: Record<string, unknown>) => Object.entries(properties).map(([key, value]) => ({ key, value }));

/**
 * A wedding site in the legacy shape with one module of every legacy type, properties sent as
 * the wire's list of pairs. With `image`, the header, the image-and-text and the location show
 * it (as entry "img-1" of the site's image list).
 */
export function legacyWeddingDocument(options: { image?: SiteImage; mailReceivers?: { rsvp: string | string[]; speech: string | string[] } } = {}): LegacySiteDocumentInput {
  const { image } = options;
  const ref = image ? { type: "image", id: "img-1", size: "LARGE" } : null;
  return {
    usesSiteModules: false,
    theme: "theme7",
    language: "sv",
    images: image ? [{ id: "img-1", fileName: image.fileName, path: image.path, cdn: false, sizes: image.sizes, width: image.width, height: image.height }] : [],
    mailReceivers: options.mailReceivers ?? { rsvp: [], speech: [] },
    modules: [
      { id: "CLIENTID-header", module: "header", slug: "start", menuTitle: "Start", properties: pairs({ title: "Anna & Erik", secondLine: "12 juni 2027", image: ref }) },
      { id: "CLIENTID-text", module: "Text", slug: "valkomna", menuTitle: "Välkomna", properties: pairs({ title: "Välkomna", text: "<p>Vi gifter oss i Dalarna.</p>" }) },
      { id: "CLIENTID-countdown", module: "countDown", slug: "nedrakning", properties: pairs({ title: "Snart är det dags", countDown: "2027-06-12 15:00", textDays: "dygn" }) },
      { id: "CLIENTID-location", module: "location", slug: "plats", menuTitle: "Plats", properties: pairs({ title: "Vigseln", map: "Leksands kyrka", secondTitle: "Kl. 15", text: "<p>Parkering finns vid kyrkan.</p>", image: ref && { ...ref, size: "968" } }) },
      { id: "CLIENTID-imagetext", module: "ImageAndText", slug: "om-oss", properties: pairs({ title: "Om oss", secondTitle: "Sedan 2015", text: "<p>Vi träffades på en fjällvandring.</p>", image: ref && { ...ref, size: "968" } }) },
      { id: "CLIENTID-list", module: "TextAndImageList", slug: "hotell", properties: pairs({ title: "Hotell", list: [{ id: "listItem1", title: "Hotell Moskogen", text: "<p>Tio minuter från kyrkan.</p>", image: null }] }) },
      { id: "CLIENTID-people", module: "PeopleList", slug: "toastmasters", properties: pairs({ title: "Toastmasters", list: [{ id: "peopleListItem1", name: "Sara Berg", title: "Toastmaster", text: "<p>Ring mig om tal.</p>", image: null }] }) },
      { id: "CLIENTID-video", module: "Video", slug: "film", hideInMenu: true, properties: pairs({ title: "Vår film", video: { type: "YouTube", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", autoStart: false } }) },
      {
        id: "CLIENTID-gifts",
        module: "GiftRegistry",
        slug: "onskelista",
        menuTitle: "Önskelista",
        properties: pairs({
          title: "Önskelista",
          text: "<p>Det finaste är att ni kommer.</p>",
          giftRegistry: [
            { id: "giftRegistryItem1", title: "Tallrikar", link: "www.example.se/tallrik", description: "Vita", reservable: true, quantity: 6, image: null },
            { id: "giftRegistryItem2", title: "Kaffebryggare", link: null, description: "", reservable: true, quantity: 1, image: null },
          ],
        }),
      },
      {
        id: "CLIENTID-rsvp",
        module: "RSVP3",
        slug: "osa",
        menuTitle: "OSA",
        properties: pairs({
          title: "OSA",
          text: "<p>Svara senast 1 maj.</p>",
          maxNumberOfPersons: 3,
          personTitle: "Gäst",
          chooseNumberOfPersonsText: "Hur många är ni?",
          sendButton: "Skicka",
          customTextFieldsAbove: [{ id: "textField-allergies", label: "Allergier", mandatory: false }],
          customMultipleRadioGroups: [{ id: "RadioGroup-bus", label: "Åker du buss?", options: [{ id: "RadioGroupOption-yes", label: "Ja" }, { id: "RadioGroupOption-no", label: "Nej" }] }],
          customMultipleRadioGroupsBelow: [{ id: "RadioGroup-way", label: "Vilken resa?", options: [{ id: "RadioGroupOption-both", label: "Båda" }, { id: "RadioGroupOption-there", label: "Bara dit" }] }],
          customTextFieldsBelow: [{ id: "textField-stop", label: "Var kliver du på?", mandatory: true }],
          conditionShowTextFieldsBelow: { question: "RadioGroup-bus", answer: "RadioGroupOption-yes" },
        }),
      },
      {
        id: "CLIENTID-speech",
        module: "Speech2",
        slug: "tal",
        menuTitle: "Tal",
        properties: pairs({ title: "Anmälan av tal", text: "<p>Anmäl tal till toastmastern.</p>", showFormButton: "Anmäl tal", sendButton: "Skicka", customTextFields: [{ id: "textField-length", label: "Hur många minuter?", mandatory: true }] }),
      },
    ],
  };
}

/** An owner whose site is published with `document` in the legacy shape, on its own host unless one is given. */
export async function publishedLegacySite(t: TestApp, document: LegacySiteDocumentInput = legacyWeddingDocument(), options: { host?: string } = {}) {
  const owner = await registerOwner(t.app);
  const host = options.host ?? `legacy-${++hosts}-${Date.now()}.localhost`;
  await t.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: legacySiteDocument.parse(document) }).where(eq(sites.id, owner.siteId));
  return { ...owner, host };
}
