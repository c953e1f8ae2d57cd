import { expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { registerThroughApi } from "./support/owner";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys();

it("a form recipient confirms through the mailed link, and the owner sees who has not yet", async () => {
  const owner = await openPage(journey.browser);
  const account = await registerThroughApi(owner, journey.server.url);
  const [confirming, waiting] = [`brud-${Date.now()}@example.com`, `brudgum-${Date.now()}@example.com`];
  const saved = await owner.request.put(`${journey.server.url}/api/sites/${account.siteId}`, {
    data: {
      language: "sv",
      formRecipients: [{ formId: "rsvp1", recipients: [confirming, waiting] }],
      siteModules: [{ id: "rsvp1", siteModuleType: "Rsvp", title: { sv: "OSA" } }],
    },
  });
  expect(saved.status()).toBe(200);

  // The recipient opens the link from the mail: the page alone confirms nothing.
  const recipient = await openPage(journey.browser, PHONE);
  await recipient.goto(`${journey.server.url}/dev/outbox`);
  await recipient.getByRole("article").filter({ hasText: confirming }).getByRole("link").click();
  await recipient.waitForURL(/\/bekrafta-mottagare\/[A-Za-z0-9_-]+$/);
  await recipient.getByRole("heading", { name: "Bekräfta mottagare" }).waitFor();
  await expectAccessible(recipient, "confirm recipient");
  await screenshot(recipient, "confirm-recipient");
  await recipient.getByRole("button", { name: "Bekräfta" }).click();
  await recipient.getByText(`Klart! ${confirming} får nu gästernas svar.`).waitFor();

  await recipient.reload();
  await recipient.getByRole("button", { name: "Bekräfta" }).click();
  await recipient.getByText("Länken är ogiltig eller redan använd.", { exact: false }).waitFor();
  expectNoPageErrors(recipient);

  await owner.goto(`${journey.server.url}/redigera/${account.siteId}/`);
  await owner.getByRole("toolbar", { name: "Verktyg för OSA" }).getByRole("button", { name: "Redigera" }).click();
  await owner.getByRole("dialog", { name: "OSA" }).getByRole("button", { name: "Ändra mottagare" }).click();
  const receivers = owner.getByRole("dialog", { name: "Ändra mottagare" });
  const awaiting = "Väntar på bekräftelse: svaren skickas till dig tills vidare.";
  expect(await receivers.getByRole("textbox", { name: "E-postadress 1" }).getAttribute("aria-describedby")).toBeNull();
  await expect.poll(() => receivers.getByRole("textbox", { name: "E-postadress 2" }).evaluate((input) => input.getAttribute("aria-describedby") && document.getElementById(input.getAttribute("aria-describedby")!)?.textContent)).toBe(awaiting);
  await expectAccessible(owner, "receivers awaiting confirmation");
  await screenshot(owner, "editor-receivers-awaiting-confirmation", { fullPage: false });
  expectNoPageErrors(owner);
});
