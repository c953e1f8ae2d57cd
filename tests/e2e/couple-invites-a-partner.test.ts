import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { afterTwoFrames, expectAccessible, expectNoPageErrors, openPage, screenshot } from "./support/browser";
import { OWNER_WIDTH, setUpJourneys } from "./support/journey";
import { registerThroughApi } from "./support/owner";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { rsvpAnswers } from "../../src/server/db/schema";

const journey = setUpJourneys();

const document = (title: string) => ({ siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: title }, text: { sv: "<p>Välkomna!</p>" } }] });
const heading = (page: Page, title: string) => page.locator(".site-editor").getByRole("heading", { name: title, exact: true });

describe.each(OWNER_WIDTH)("on %s", (_name, viewport) => {
  it("an owner invites a partner as co-owner; the partner registers from the mail's link, accepts and edits the site", { timeout: 120_000 }, async () => {
    const url = journey.server.url;
    const owner = await openPage(journey.browser, viewport);
    const { siteId, mail: ownerMail } = await registerThroughApi(owner, url);
    expect((await owner.request.put(`${url}/api/sites/${siteId}`, { data: document("Välkomna") })).status()).toBe(200);
    const partnerMail = `partner-${Date.now()}@example.com`;

    // The owner finds Personer in the editor's menu and invites the partner.
    await owner.goto(`${url}/redigera/${siteId}/personer/`);
    const people = owner.getByRole("region", { name: "Personer" });
    await people.getByText(ownerMail).waitFor();
    await people.getByLabel("E-post till den du bjuder in").fill(partnerMail);
    expect(await people.getByRole("combobox", { name: "Roll" }).inputValue()).toBe("co-owner");
    await people.getByRole("button", { name: "Skicka inbjudan" }).click();
    await people.getByRole("status").filter({ hasText: `Inbjudan har skickats till ${partnerMail}.` }).waitFor();
    await people.getByText("Medägare · Väntar på svar").waitFor();
    await expectAccessible(owner, "people with a pending invitation");
    await screenshot(owner, "people-invited");

    // The partner, with no account yet, opens the link in the mail.
    const partner = await openPage(journey.browser, viewport);
    await partner.goto(`${url}/dev/outbox`);
    const mail = partner.getByRole("article").filter({ hasText: partnerMail }).first();
    expect(await mail.getByRole("heading").textContent()).toContain(`${ownerMail} bjuder in dig till`);
    await mail.getByRole("link").filter({ hasText: "/bli-med/" }).click();
    await partner.waitForURL(/\/bli-med\/[\w-]+$/);
    await partner.getByRole("heading", { name: "Inbjudan till en sida", level: 1 }).waitFor();
    await expectAccessible(partner, "invitation");
    await screenshot(partner, "invitation");

    const register = partner.getByRole("region", { name: "Ny här? Skapa ett konto" });
    await register.getByLabel("E-post").fill(partnerMail);
    await register.getByLabel("Lösenord").fill("vårt-gemensamma-lösen");
    await register.getByRole("checkbox").check();
    await register.getByRole("button", { name: "Skapa konto och tacka ja" }).click();

    // Accepted: the partner is in the owner's editor and saves a change.
    await partner.waitForURL(`${url}/redigera/${siteId}/`);
    await heading(partner, "Välkomna").waitFor();
    await partner.getByRole("toolbar", { name: "Verktyg för Välkomna" }).getByRole("button", { name: "Redigera" }).click();
    const dialog = partner.getByRole("dialog", { name: "Text" });
    await dialog.getByRole("textbox", { name: "Rubrik" }).fill("Välkomna till vårt bröllop");
    await dialog.getByRole("button", { name: "Klar" }).click();
    await partner.getByRole("button", { name: "Spara" }).click();
    await expect.poll(() => partner.locator(".editor-bar__status").textContent()).toBe("Allt är sparat");

    // The owner sees the partner listed, and who saved the change.
    await owner.reload();
    await people.getByText(partnerMail).waitFor();
    expect(await people.getByRole("listitem").filter({ hasText: partnerMail }).textContent()).toContain("Medägare");
    expect(await people.getByText("Väntar på svar").count()).toBe(0);
    await expectAccessible(owner, "people with the partner");
    await screenshot(owner, "people-with-partner");
    await owner.goto(`${url}/redigera/${siteId}/versioner/`);
    const newest = owner.getByRole("region", { name: "Sparade versioner" }).getByRole("button").first();
    await newest.waitFor();
    expect(await newest.textContent()).toContain(`Sparad av ${partnerMail}`);
    await expectAccessible(owner, "versions with savers");
    await screenshot(owner, "versions-saved-by");

    expectNoPageErrors(owner);
    expectNoPageErrors(partner);
    await owner.context().close();
    await partner.context().close();
  });

  it("a helper with an account accepts from the link while logged in and reads the answers, and the account page lists the shared site", { timeout: 90_000 }, async () => {
    const url = journey.server.url;
    const owner = await openPage(journey.browser, viewport);
    const { siteId, mail: ownerMail } = await registerThroughApi(owner, url);
    const helper = await openPage(journey.browser, viewport);
    const { siteId: helperSite, mail: helperMail } = await registerThroughApi(helper, url);
    expect((await owner.request.post(`${url}/api/sites/${siteId}/invitations`, { data: { mail: helperMail, role: "helper" } })).status()).toBe(201);

    await helper.goto(`${url}/dev/outbox`);
    await helper.getByRole("article").filter({ hasText: helperMail }).first().getByRole("link").filter({ hasText: "/bli-med/" }).click();
    await helper.getByText(`Du är inloggad som ${helperMail}.`).waitFor();
    // The screen knows the page and the helper's role once both have loaded.
    const loaded = Promise.all([helper.waitForResponse(`${url}/api/sites/${siteId}/people`), helper.waitForResponse(`${url}/api/sites/${siteId}`)]);
    await helper.getByRole("button", { name: "Tacka ja" }).click();
    await helper.waitForURL(`${url}/redigera/${siteId}/visa-osa`);
    await helper.getByRole("note").getByText("Exempelsvar").waitFor();
    await loaded;
    await afterTwoFrames(helper);
    // The answers only: the couple's gifts are not a helper's.
    const tabs = helper.getByRole("navigation", { name: "Visa som" });
    await tabs.getByRole("link", { name: "Frågor" }).waitFor();
    expect(await tabs.getByRole("link", { name: "Gåvor" }).count()).toBe(0);
    await expectAccessible(helper, "answers for a helper");
    await screenshot(helper, "answers-for-a-helper");

    await helper.goto(`${url}/redigera/${helperSite}/konto/`);
    const shared = helper.getByRole("region", { name: "Sidor som delats med dig" });
    await shared.getByText(`opublicerad sida (Hjälpreda), ägs av ${ownerMail}`).waitFor();
    expect(await shared.getByRole("link", { name: "Öppna" }).getAttribute("href")).toBe(`/redigera/${siteId}/visa-osa`);
    await expectAccessible(helper, "account page with a shared site");
    await screenshot(helper, "account-shared-sites");
    expectNoPageErrors(helper);
    await owner.context().close();
    await helper.context().close();
  });

  it("a toastmaster logs in from the link and lands on Visa OSA: the answers and the guest list to read, and no editor, tools or Spara", { timeout: 120_000 }, async () => {
    const url = journey.server.url;
    const owner = await openPage(journey.browser, viewport);
    const { siteId } = await registerThroughApi(owner, url);
    // A guest list of two households, and one send through the page's open RSVP form.
    const post = async <T>(path: string, data: object) => {
      const response = await owner.request.post(`${url}/api/sites/${siteId}/guest-list${path}`, { data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as T;
    };
    const dinner = await post<GuestEvent>("/events", { name: { sv: "Middag" } });
    for (const name of ["Familjen Berg", "Familjen Lind"]) await post<Household>("/households", { name, guests: [{ name: `Gäst i ${name}` }], language: "sv", eventIds: [dinner.id] });
    const site = (await (await owner.request.get(`${url}/api/sites/${siteId}`)).json()) as { siteModules: { id: string; siteModuleType: string }[] };
    const rsvp = site.siteModules.find((module) => module.siteModuleType === "Rsvp")!;
    const name = { id: "name", formElementType: "ShortText", label: { sv: "Namn" }, required: true, options: [], showConditions: [] };
    await journey.server.database.db
      .insert(rsvpAnswers)
      .values({ siteId, formId: rsvp.id, formTitle: "OSA", language: "sv", groupIdentifier: "open-send-1", guestIndex: 0, formElements: [{ formElement: name, value: "Ada Lind", selectedOption: null }] });

    // The toastmaster has an account of their own, is logged out, and logs in on the invitation's page.
    const toastmaster = await openPage(journey.browser, viewport);
    const own = await registerThroughApi(toastmaster, url);
    expect((await toastmaster.request.post(`${url}/api/accounts/logout/`)).status()).toBe(200);
    expect((await owner.request.post(`${url}/api/sites/${siteId}/invitations`, { data: { mail: own.mail, role: "toastmaster" } })).status()).toBe(201);
    await toastmaster.goto(`${url}/dev/outbox`);
    await toastmaster.getByRole("article").filter({ hasText: own.mail }).first().getByRole("link").filter({ hasText: "/bli-med/" }).click();
    const login = toastmaster.getByRole("region", { name: "Har du redan ett konto? Logga in" });
    await login.getByLabel("E-post").fill(own.mail);
    await login.getByLabel("Lösenord").fill(own.password);
    await login.getByRole("button", { name: "Logga in" }).click();

    // Visa OSA, saying whose it is to change; the menu holds only what a toastmaster reads (and the guests' photos, to look at and download).
    await toastmaster.waitForURL(`${url}/redigera/${siteId}/visa-osa`);
    await toastmaster.getByRole("note").filter({ hasText: "Du ser svaren och gästlistan som toastmaster. Ändringar görs av värdparet." }).waitFor();
    const menu = toastmaster.getByRole("navigation", { name: "Redigeringsmeny" });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(["Visa OSA", "Bilder från gästerna", "Personer", "Konto"]);
    expect(await menu.getByRole("link", { name: "Konto" }).getAttribute("href")).toBe(`/redigera/${own.siteId}/konto/`);
    expect(await toastmaster.getByRole("button", { name: "Spara" }).count()).toBe(0);
    await expectAccessible(toastmaster, "answers for a toastmaster");
    await screenshot(toastmaster, "answers-for-a-toastmaster");

    // The guest list under Gäster: the households and the open send, with no choice to change.
    await toastmaster.getByRole("navigation", { name: "Visa som" }).getByRole("link", { name: "Gäster", exact: true }).click();
    await toastmaster.getByText("Familjen Lind", { exact: true }).first().waitFor();
    const open = toastmaster.getByRole("region", { name: "Svar via det öppna formuläret" });
    await open.getByText("Ada Lind", { exact: true }).waitFor();
    await open.getByText("Inte kopplat").waitFor();
    expect(await open.getByRole("combobox").count()).toBe(0);
    await expectAccessible(toastmaster, "guest list for a toastmaster");
    await screenshot(toastmaster, "guests-for-a-toastmaster");

    // The editor, the guest-list editor and the other tools send a toastmaster back to Visa OSA.
    for (const page of ["", "gaster/", "versioner/", "inbjudningar/", "valj-adress/", "konto/"]) {
      await toastmaster.goto(`${url}/redigera/${siteId}/${page}`);
      await toastmaster.waitForURL(`${url}/redigera/${siteId}/visa-osa/`);
      await toastmaster.getByRole("heading", { name: "Visa OSA", level: 1 }).waitFor();
      expect(await toastmaster.getByRole("button", { name: "Spara" }).count()).toBe(0);
    }
    expectNoPageErrors(toastmaster);
    await owner.context().close();
    await toastmaster.context().close();
  });
});
