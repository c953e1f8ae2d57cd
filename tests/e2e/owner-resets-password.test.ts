import { expect, it } from "vitest";
import { expectAccessible, expectNoPageErrors, openPage, PHONE, screenshot } from "./support/browser";
import { registerThroughApi } from "./support/owner";
import { setUpJourneys } from "./support/journey";

const journey = setUpJourneys();

it("an owner resets the password by following the link in the mail", async () => {
  const setup = await openPage(journey.browser);
  const owner = await registerThroughApi(setup, journey.server.url, "glömt-lösen");
  await setup.context().close();

  const page = await openPage(journey.browser, PHONE);
  await page.goto(`${journey.server.url}/logga-in`);
  await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
  await page.getByLabel("E-post").fill(owner.mail);
  await expectAccessible(page, "reset request");
  await screenshot(page, "reset-request");
  await page.getByRole("button", { name: "Skicka länk" }).click();
  await page.getByRole("heading", { name: "Kolla din e-post" }).waitFor();
  expect(await page.getByRole("main").textContent()).toContain(owner.mail);

  // The sandbox mailer's outbox, as a developer reads it.
  await page.goto(`${journey.server.url}/dev/outbox`);
  const mail = page.getByRole("article").filter({ hasText: owner.mail }).first();
  expect(await mail.getByRole("heading").textContent()).toBe("Återställ ditt lösenord");
  await mail.getByRole("link").click();

  await page.waitForURL(/\/aterstall-losenord\/[A-Za-z0-9_-]+$/);
  await page.getByLabel("Nytt lösenord").fill("nytt-fint-lösen");
  await expectAccessible(page, "new password");
  await screenshot(page, "new-password");
  await page.getByRole("button", { name: "Spara lösenord" }).click();
  await page.getByText("Ditt lösenord är ändrat.", { exact: false }).waitFor();
  await page.getByRole("link", { name: "Logga in" }).first().click();

  await page.getByLabel("E-post").fill(owner.mail);
  await page.getByLabel("Lösenord").fill("nytt-fint-lösen");
  await page.getByRole("button", { name: "Logga in" }).click();
  await page.waitForURL(`**/redigera/${owner.siteId}/`);

  // The link works once.
  const reused = await page.request.get(`${journey.server.url}/dev/outbox`);
  const token = /aterstall-losenord\/([A-Za-z0-9_-]+)/.exec(await reused.text())![1];
  await page.goto(`${journey.server.url}/aterstall-losenord/${token}`);
  await page.getByLabel("Nytt lösenord").fill("tredje-lösen");
  await page.getByRole("button", { name: "Spara lösenord" }).click();
  await page.getByText("Länken är ogiltig, redan använd eller har gått ut.").waitFor();
  expectNoPageErrors(page);
});
