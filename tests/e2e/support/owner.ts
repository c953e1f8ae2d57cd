import type { Page } from "playwright-core";
import { uniqueOwnerMail } from "../../support/app";

/** Registers an owner through the API in the page's browser context, so the page is logged in. */
export async function registerThroughApi(page: Page, baseUrl: string, password = "hemligt-lösen") {
  const mail = uniqueOwnerMail();
  const response = await page.request.post(`${baseUrl}/api/accounts/register/`, { data: { mail, password, acceptTerms: true } });
  if (response.status() !== 201) throw new Error(`register failed: ${await response.text()}`);
  const body = (await response.json()) as { site: { _id: string } };
  return { mail, password, siteId: body.site._id };
}

/** Today as the app shows dates (YYYY-MM-DD, Swedish time). */
export function todayInStockholm(): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
}
