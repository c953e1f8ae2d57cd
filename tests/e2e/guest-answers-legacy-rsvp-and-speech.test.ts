import type { Page, Route } from "playwright-core";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { legacyAnswers } from "../../src/server/db/schema";
import { starterImages } from "../../src/server/seed/starterImages";
import { legacyWeddingDocument } from "../support/legacySite";
import { expectAccessible, expectNoPageErrors, openGuestPage, openPage, screenshot } from "./support/browser";
import { setUpJourneys, GUEST_WIDTH } from "./support/journey";
import { publishedLegacySite } from "./support/legacySite";

// Guests here fill in forms faster than any person; the robot threshold is tested in the API tests.
const journey = setUpJourneys({ POST_KEY_MIN_AGE_MS: "0" });
const WINDOW = { fullPage: false };

/** A published legacy wedding site (one module of every legacy type), its pictures the starter art. */
const publishedLegacyWedding = (page: Page) =>
  publishedLegacySite(page, journey.server, async () => legacyWeddingDocument({ image: (await starterImages(journey.server.deps.storage)).header }));

/** What the page sends to the legacy call at `path`, as sent. */
function sentTo(page: Page, path: string): unknown[] {
  const sent: unknown[] = [];
  page.on("request", (request) => new URL(request.url()).pathname === path && request.method() === "POST" && sent.push(request.postDataJSON()));
  return sent;
}

/** The server's failure and robot answers, which a guest meets only by bad luck, given to the first sends; the others reach the server. */
function answerFirstSends(page: Page, path: string, answers: { status: number; body: unknown }[]) {
  void page.route(`**${path}`, async (route: Route) => {
    const answer = answers.shift();
    if (!answer) return route.continue();
    await route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
  });
}

const storedAnswers = (siteId: string) =>
  journey.server.database.db.select().from(legacyAnswers).where(eq(legacyAnswers.siteId, siteId)).orderBy(asc(legacyAnswers.createdAt), asc(legacyAnswers.personIndex));

describe.each(GUEST_WIDTH)("a guest of a legacy site on %s", (_name, viewport) => {
  it("answers the legacy RSVP for two persons, the bus questions shown for the one who takes the bus", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedLegacyWedding(page);
    const sent = sentTo(page, `/api/rsvps/${siteId}/v3/`);
    await openGuestPage(page, journey.server.siteUrl(host));
    const rsvp = page.getByRole("region", { name: "OSA" });
    const count = rsvp.getByLabel("Hur många är ni?");
    expect(await count.inputValue()).toBe("0");
    expect(await rsvp.getByLabel("Förnamn").count()).toBe(0);

    await count.selectOption("2");
    const first = rsvp.getByRole("region", { name: "Gäst 1" });
    const second = rsvp.getByRole("region", { name: "Gäst 2" });
    await first.getByLabel("Förnamn").fill("Karin");
    await first.getByLabel("Efternamn").fill("Ek");
    await first.getByRole("group", { name: "Kommer du?" }).getByLabel("Ja").check();
    await first.getByLabel("Telefon").fill("070-123 45 67");
    await first.getByLabel("E-post").fill("karin@example.se");
    await first.getByLabel("Allergier").fill("Nötter");
    expect(await first.getByLabel("Var kliver du på?").count()).toBe(0);
    await first.getByRole("group", { name: "Åker du buss?" }).getByLabel("Ja").check();
    await first.getByRole("group", { name: "Vilken resa?" }).getByLabel("Båda").check();
    await first.getByLabel("Var kliver du på?").fill("Leksand");

    await second.getByLabel("Förnamn").fill("Per");
    await second.getByLabel("Efternamn").fill("Ek");
    await second.getByRole("group", { name: "Kommer du?" }).getByLabel("Nej").check();
    await second.getByRole("group", { name: "Åker du buss?" }).getByLabel("Nej").check();
    expect(await second.getByLabel("Var kliver du på?").count()).toBe(0);
    expect(await second.getByRole("group", { name: "Vilken resa?" }).count()).toBe(0);
    await expectAccessible(page, "legacy rsvp form");
    await screenshot(page, "legacy-rsvp-form");

    await rsvp.getByRole("button", { name: "Skicka" }).click();
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.getByText("Tack för att du OSA, vi har tagit emot dina uppgifter.").waitFor();
    expect(sent).toEqual([
      {
        persons: [
          {
            firstName: "Karin",
            lastName: "Ek",
            phone: "070-123 45 67",
            mail: "karin@example.se",
            weddingYesOrNo: "yes",
            customValues: [
              { id: "textField-allergies", value: "Nötter", type: "TextField", label: "Allergier" },
              { id: "RadioGroup-bus", value: "Ja", type: "RadioGroup", label: "Åker du buss?" },
              { id: "RadioGroup-way", value: "Båda", type: "RadioGroup", label: "Vilken resa?" },
              { id: "textField-stop", value: "Leksand", type: "TextField", label: "Var kliver du på?" },
            ],
          },
          {
            firstName: "Per",
            lastName: "Ek",
            phone: "",
            mail: "",
            weddingYesOrNo: "no",
            customValues: [
              { id: "textField-allergies", value: "", type: "TextField", label: "Allergier" },
              { id: "RadioGroup-bus", value: "Nej", type: "RadioGroup", label: "Åker du buss?" },
            ],
          },
        ],
        postKey: expect.any(String),
        source: "site-form-CLIENTID-rsvp",
        website: "",
      },
    ]);
    // Stored as sent: the bus questions for Karin only.
    expect((await storedAnswers(siteId)).map((row) => [row.kind, row.firstName, row.weddingYesOrNo, (row.customValues as { id: string; value: string }[]).map((value) => `${value.id}=${value.value}`)])).toEqual([
      ["rsvp", "Karin", "yes", ["textField-allergies=Nötter", "RadioGroup-bus=Ja", "RadioGroup-way=Båda", "textField-stop=Leksand"]],
      ["rsvp", "Per", "no", ["textField-allergies=", "RadioGroup-bus=Nej"]],
    ]);
    await expectAccessible(page, "legacy rsvp confirmation");
    await screenshot(page, "legacy-rsvp-confirmation", WINDOW);

    // Closing the confirmation starts over: no persons chosen.
    await thanks.getByRole("button", { name: "Stäng" }).click();
    await thanks.waitFor({ state: "detached" });
    expect(await count.inputValue()).toBe("0");
    expect(await rsvp.getByLabel("Förnamn").count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("signs up for a speech: a failed send keeps the form, the robot notice and the confirmation lead back to the start button", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { siteId, host } = await publishedLegacyWedding(page);
    const sent = sentTo(page, `/api/speeches/${siteId}/v2`);
    answerFirstSends(page, `/api/speeches/${siteId}/v2`, [
      { status: 500, body: { message: "Internal Server Error" } },
      { status: 200, body: { invertedSuccess: true } },
    ]);
    await openGuestPage(page, journey.server.siteUrl(host));
    const speech = page.getByRole("region", { name: "Tal" });
    await speech.getByRole("button", { name: "Anmäl tal" }).click();
    await speech.getByLabel("Förnamn").fill("Sara");
    await speech.getByLabel("Efternamn").fill("Berg");
    await speech.getByLabel("E-post").fill("sara@example.se");
    // The owner's mandatory question holds the form back until it is answered.
    await speech.getByRole("button", { name: "Skicka" }).click();
    expect(await speech.getByLabel("Hur många minuter?").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await speech.getByLabel("Hur många minuter?").fill("5");
    await expectAccessible(page, "legacy speech form");
    await screenshot(page, "legacy-speech-form", WINDOW);

    await speech.getByRole("button", { name: "Skicka" }).click();
    const error = page.getByRole("dialog", { name: "Fel" });
    await error.getByText("Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.").waitFor();
    await error.getByRole("button", { name: "Stäng" }).click();
    expect(await speech.getByLabel("Hur många minuter?").inputValue()).toBe("5");

    await speech.getByRole("button", { name: "Skicka" }).click();
    const robot = page.getByRole("dialog", { name: "Tyvärr gick det fel!" });
    await robot.waitFor();
    await robot.getByRole("button", { name: "Stäng" }).click();
    await speech.getByRole("button", { name: "Anmäl tal" }).click();
    expect(await speech.getByLabel("Förnamn").inputValue()).toBe("Sara"); // the robot notice keeps the answers

    await speech.getByRole("button", { name: "Skicka" }).click();
    const thanks = page.getByRole("dialog", { name: "Tack!" });
    await thanks.getByText("Tack för att du anmält dig att tala").waitFor();
    const speechSent = { speech: { firstName: "Sara", lastName: "Berg", phone: "", mail: "sara@example.se", customValues: [{ id: "textField-length", value: "5", type: "TextField", label: "Hur många minuter?" }] }, postKey: expect.any(String), website: "" };
    expect(sent).toEqual([speechSent, speechSent, speechSent]);
    expect((await storedAnswers(siteId)).map((row) => [row.kind, row.firstName, row.lastName, row.mail])).toEqual([["speech", "Sara", "Berg", "sara@example.se"]]);
    await thanks.getByRole("button", { name: "Stäng" }).click();
    await speech.getByRole("button", { name: "Anmäl tal" }).waitFor();
    expect(await speech.getByLabel("Förnamn").count()).toBe(0);
    expectNoPageErrors(page);
    await page.context().close();
  });

  it("reads the whole legacy page in its theme", { timeout: 60_000 }, async () => {
    const page = await openPage(journey.browser, viewport);
    const { host } = await publishedLegacyWedding(page);
    await openGuestPage(page, journey.server.siteUrl(host), { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Anna & Erik" }).waitFor();
    await expectAccessible(page, "legacy page");
    await screenshot(page, "legacy-page");
    expectNoPageErrors(page);
    await page.context().close();
  });
});
