import type { Page } from "playwright-core";

/** Builds a one-module page for the owner, so a guest has something to see on the new address. */
export async function buildPage(page: Page, baseUrl: string, siteId: string, title: string) {
  const response = await page.request.put(`${baseUrl}/api/sites/${siteId}`, { data: { siteModules: [{ id: "t", siteModuleType: "Text", title: { sv: title }, text: { sv: "<p>Varmt välkomna!</p>" } }] } });
  if (response.status() !== 200) throw new Error(`saving the page failed: ${await response.text()}`);
}

/** Pays in the payment dialog with a Stripe test card in the sandbox card form. */
export async function payWithSandboxCard(page: Page, cardNumber = "4242 4242 4242 4242") {
  const dialog = page.getByRole("dialog");
  // A retry after a declined card is still in the form; the first try picks card.
  const cardNumberField = dialog.getByLabel("Kortnummer");
  if (!(await cardNumberField.isVisible())) await dialog.getByRole("button", { name: "Kort", exact: true }).click();
  await cardNumberField.fill(cardNumber);
  await dialog.getByLabel(/Giltigt till/).fill("12/34");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: /^Betala/ }).click();
}

/** Pays in the payment dialog with Swish, approving in the sandbox Swish app page it links to. */
export async function payWithSandboxSwish(page: Page, payerAlias = "0701234567") {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: /Swish/ }).or(dialog.getByRole("button", { name: /^Swish$/ })).click();
  await dialog.getByLabel(/Swish-nummer|Mobilnummer/).fill(payerAlias);
  await dialog.getByRole("button", { name: /^Betala/ }).click();
  const [app] = await Promise.all([page.context().waitForEvent("page"), dialog.getByRole("link", { name: "Öppna Swish (testläge)" }).click()]);
  await app.getByRole("button", { name: /Godkänn|Betala/ }).click();
  await app.close();
}
