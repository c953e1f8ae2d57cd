import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestEvent, Household } from "../../src/domain/guestList/types";
import { sites } from "../../src/server/db/schema";
import { storeImage } from "../../src/server/features/images/pipeline";
import { photo } from "../support/photo";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { registerThroughApi } from "./support/owner";

const journey = setUpJourneys();
const WINDOW = { fullPage: false };

const documentWith = (image: unknown, welcome: string) => ({
  language: "sv",
  siteModules: [
    { id: "header-1", siteModuleType: "Header", title: { sv: "Anna & Erik" }, secondLine: { sv: "12 juni 2027 · Lövsta gård" }, image },
    { id: "text-1", siteModuleType: "Text", title: { sv: "Välkomna" }, text: { sv: `<p>${welcome}</p>` } },
    { id: "rsvp-1", siteModuleType: "Rsvp", title: { sv: "OSA" } },
  ],
});

/** The couple's site with a photo in its header and a dinner, and the Berg household invited. */
async function weddingWithBerg(owner: Page) {
  const base = journey.server.url;
  const { siteId } = await registerThroughApi(owner, base);
  const image = await storeImage(journey.server.deps.storage, siteId, await photo(1600, 1000, "jpeg"), "gården.jpg");
  const save = (welcome: string) => owner.request.put(`${base}/api/sites/${siteId}`, { data: documentWith(image, welcome) });
  expect((await save("Vi ses på gården.")).status()).toBe(200);
  const host = `offline-${Date.now()}.localhost`;
  await journey.server.database.db.update(sites).set({ host, active: true, activeDate: new Date() }).where(eq(sites.id, siteId));
  const list = `${base}/api/sites/${siteId}/guest-list`;
  const dinner = (await (await owner.request.post(`${list}/events`, { data: { name: { sv: "Middag" }, startsAt: "2027-06-12T18:00:00+02:00" } })).json()) as GuestEvent;
  const response = await owner.request.post(`${list}/households`, { data: { name: "Familjen Berg", language: "sv", guests: [{ name: "Karin Berg" }, { name: "Per Berg" }], eventIds: [dinner.id] } });
  return { host, household: (await response.json()) as Household, list, save };
}

/** Whether the browser's caches hold this address: what the service worker answers with offline. */
const cached = (page: Page, url: string) => page.evaluate(async (address) => (await caches.match(address)) !== undefined, url);

describe.each(GUEST_WIDTH)("a guest without a network on %s", (name, viewport) => {
  it("reads the personal page offline with its photo, answers, and the answer is sent once the network is back", { timeout: 120_000 }, async () => {
    const owner = await openPage(journey.browser, viewport);
    const wedding = await weddingWithBerg(owner);
    const link = `${journey.server.siteUrl(wedding.host)}/inbjudan/${wedding.household.linkToken}`;

    // The first visit, with a network: the service worker is installed once the page is idle and keeps what the page loaded.
    const guest = await openPage(journey.browser, viewport);
    await openGuestPage(guest, link, { waitUntil: "networkidle" });
    await guest.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const photoUrl = await guest.locator(".header__image").evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(() => cached(guest, link), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => cached(guest, photoUrl), { timeout: 20_000 }).toBe(true);

    // The couple changes the page meanwhile: a page from the network would show it.
    expect((await wedding.save("Ny text som bara nätet har.")).status()).toBe(200);

    // In the church basement: no network, for the page and for its service worker alike.
    await guest.context().setOffline(true);
    expect(await guest.evaluate(() => fetch("/api/rsvps/post-key").then(() => "network", () => "none"))).toBe("none");
    await guest.reload();
    await guest.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await guest.getByText("Välkommen, Familjen Berg!").waitFor();
    await guest.getByText("Vi ses på gården.").waitFor();
    expect(await guest.getByText("Ny text som bara nätet har.").count()).toBe(0);
    expect(await guest.locator(".header__image").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(guest, "personal page offline");
    await screenshot(guest, `offline-personal-page-${name}`, WINDOW);

    // The answer is kept in the phone, and the page says so.
    const rsvp = guest.getByRole("region", { name: "OSA" });
    for (const person of ["Karin Berg", "Per Berg"]) await rsvp.getByRole("group", { name: person }).getByRole("group", { name: "Middag" }).getByLabel("Kommer", { exact: true }).check();
    await rsvp.getByLabel("Meddelande till värdparet").fill("Vi kommer gärna!");
    await rsvp.getByRole("button", { name: "Skicka svar" }).click();
    const kept = rsvp.getByRole("status").getByText("Du är utan nät. Svaret är sparat i telefonen och skickas när du har nät igen.");
    await kept.waitFor();
    // Pressed again while still offline: still one answer kept.
    await rsvp.getByRole("button", { name: "Skicka svar" }).click();
    await expect.poll(() => guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("kept-answers:")).map((key) => JSON.parse(localStorage.getItem(key)!).length))).toEqual([1]);
    await kept.scrollIntoViewIfNeeded();
    await expectAccessible(guest, "answer kept offline");
    await screenshot(guest, `offline-answer-kept-${name}`, WINDOW);

    // The network returns: the kept answer goes by itself, and the page says when.
    await guest.context().setOffline(false);
    const sent = rsvp.getByRole("status").getByText(/Svaret som sparades i telefonen är skickat \(\d\d[:.]\d\d\)\./);
    await sent.waitFor({ timeout: 20_000 });
    await rsvp.getByRole("region", { name: "Ert svar" }).getByText("Vi kommer gärna!").waitFor();
    await sent.evaluate((notice) => notice.scrollIntoView({ block: "center" }));
    await expectAccessible(guest, "kept answer sent");
    await screenshot(guest, `offline-answer-sent-${name}`, WINDOW);
    expect(await guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("kept-answers:")))).toEqual([]);
    expectNoPageErrors(guest);
    await guest.context().close();

    // The couple has the answer once.
    const history = (await (await owner.request.get(`${wedding.list}/households/${wedding.household.id}/reply`)).json()) as { replies: { reply: { message: string } }[] };
    expect(history.replies.map((entry) => entry.reply.message)).toEqual(["Vi kommer gärna!"]);
    await owner.context().close();
  });
});
