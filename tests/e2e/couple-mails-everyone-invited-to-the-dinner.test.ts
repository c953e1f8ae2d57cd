import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household, HouseholdInput } from "../../src/domain/guestList/types";
import { siteDocument } from "../../src/modules/siteDocument";
import { sites } from "../../src/server/db/schema";
import { mailDelivered } from "../support/mailQueue";
import { DESKTOP, expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { setUpJourneys, OWNER_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const DOCUMENT = {
  language: "sv",
  theme: "theme9",
  siteModules: [{ id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" } }],
};

describe("the couple mails an update to the households invited to the dinner", () => {
  for (const [name, viewport] of OWNER_WIDTH) {
    it(`picks the dinner's households, previews, sends and follows sent and delivered per household (${name})`, { timeout: 120_000 }, async () => {
      const { server, browser } = journey;
      const page = await openPage(browser, viewport);
      page.setDefaultTimeout(20_000);
      const account = await registerThroughApi(page, server.url);
      const host = `updates-${Date.now()}.localhost`;
      await server.database.db.update(sites).set({ host, active: true, activeDate: new Date(), document: siteDocument.parse(DOCUMENT) }).where(eq(sites.id, account.siteId));

      const api = `${server.url}/api/sites/${account.siteId}/guest-list`;
      const [ceremony, dinner] = await Promise.all(["Vigsel", "Middag"].map(async (event) => (await page.request.post(`${api}/events`, { data: { name: { sv: event } } })).json() as Promise<GuestEvent>));
      const stamp = Date.now();
      const inputs: [HouseholdInput, GuestEvent[]][] = [
        [{ name: "Familjen Berg", mail: `berg-${stamp}@example.com`, language: "sv", guests: [{ name: "Anna Berg" }] }, [ceremony!, dinner!]],
        [{ name: "Karin Lund", mail: `karin-${stamp}@example.com`, language: "sv", guests: [{ name: "Karin Lund" }] }, [dinner!]],
        [{ name: "Grannarna", mail: `granne-${stamp}@example.com`, language: "sv", guests: [{ name: "Per Granne" }] }, [ceremony!]],
      ];
      const households: Household[] = [];
      for (const [input, events] of inputs) households.push(await (await page.request.post(`${api}/households`, { data: { ...input, eventIds: events.map((event) => event.id) } })).json());

      await page.goto(`${server.url}/redigera/${account.siteId}/gaster`);
      await page.getByRole("group", { name: "Gästlistan" }).getByRole("button", { name: "Uppdateringar" }).click();
      const dialog = page.getByRole("dialog", { name: "Uppdatera gästerna" });
      await dialog.getByText("3 hushåll får mejlet.").waitFor();
      await dialog.getByRole("group", { name: "Bjudna till" }).getByLabel("Middag").check();
      await dialog.getByText("2 hushåll får mejlet.").waitFor();
      await dialog.getByLabel("Ämnesrad").fill("Middagen börjar senare");
      await dialog.getByLabel("Text", { exact: true }).fill("Middagen börjar en timme senare, klockan 19.");
      const preview = dialog.frameLocator("iframe[title='Förhandsvisning av uppdateringen']");
      await preview.getByText("Hej familjen Exempel!").waitFor();
      await preview.getByText("Middagen börjar en timme senare, klockan 19.").waitFor();
      await expectAccessible(page, "update mail written");
      await screenshot(page, "update-mail-written", WINDOW);

      await dialog.getByRole("button", { name: "Skicka", exact: true }).click();
      await dialog.getByText("Uppdateringen skickas nu.").waitFor();
      await mailDelivered(server.database);
      const history = dialog.getByRole("region", { name: "Skickade uppdateringar" });
      const rows = history.getByRole("row");
      for (const household of ["Familjen Berg", "Karin Lund"]) await rows.filter({ hasText: household }).getByText("Levererat").waitFor();
      expect(await rows.filter({ hasText: "Grannarna" }).count()).toBe(0);
      await expectAccessible(page, "update mail delivered");
      // The statuses at the foot of the dialog, in view at each width.
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await history.scrollIntoViewIfNeeded();
        await screenshot(page, "update-mail-delivered", { ...WINDOW, midGesture: true });
      }
      await page.setViewportSize(DESKTOP);

      const sent = (await server.outbox.list()).filter((mail) => mail.subject === "Middagen börjar senare");
      expect(sent.map((mail) => mail.to).sort()).toEqual([inputs[0]![0].mail, inputs[1]![0].mail].sort());
      expect(sent.find((mail) => mail.to === inputs[1]![0].mail)!.text).toContain(`/inbjudan/${households[1]!.linkToken}`);
      expectNoPageErrors(page);
    });
  }
});
