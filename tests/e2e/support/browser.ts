import AxeBuilder from "@axe-core/playwright";
import fs from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_DEFAULT_PATH } from "../../../src/server/chromium";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
type Size = typeof PHONE;
/** A journey's width, with the other width each of its checkpoints is also seen at (see `atEachWidth`). */
export type JourneyViewport = Size & { alsoAt?: Size };
const SCREENSHOTS = path.resolve("test-results/screenshots");

/** Headless Chromium as the product starts it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_DEFAULT_PATH,
    args: CHROMIUM_ARGS,
  });
}

const pageErrors = new WeakMap<Page, Error[]>();
const otherWidths = new WeakMap<Page, Size>();

/**
 * A new page in its own context (its own cookies), recording uncaught errors in the page and
 * anything the Content-Security-Policy refused: the `securitypolicyviolation` event also
 * reports a refused `eval` that the page caught, which leaves nothing on the console.
 */
export async function openPage(browser: Browser, { alsoAt, ...viewport }: JourneyViewport = DESKTOP, options: { touch?: boolean } = {}): Promise<Page> {
  // A touch screen answers `(pointer: coarse)` as a phone's does.
  const context = await browser.newContext({ viewport, locale: "sv-SE", ...(options.touch ? { hasTouch: true, isMobile: true } : {}) });
  const errors: Error[] = [];
  await context.exposeBinding("reportCspViolation", (_source, text: string) => errors.push(new Error(`Content-Security-Policy: ${text}`)));
  await context.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.violatedDirective} refused ${event.blockedURI} on ${event.documentURI}`),
    ),
  );
  const page = await context.newPage();
  pageErrors.set(page, errors);
  if (alsoAt) otherWidths.set(page, alsoAt);
  page.on("pageerror", (error) => errors.push(error));
  return page;
}

/**
 * Opens a guest page and waits until its islands (the menu, the RSVP, the gifts…) answer: they
 * load after the page's first paint, so after the load event `goto` waits for (decision 069).
 */
export async function openGuestPage(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** No script error escaped in the page and nothing broke the Content-Security-Policy during the journey. */
export function expectNoPageErrors(page: Page) {
  expect((pageErrors.get(page) ?? []).map((error) => error.message)).toEqual([]);
}

/**
 * Waits for running animations (a dialog fading in) to end, so colours are measured and
 * pictures taken as they settle; endless ones (moving site graphics) never end, and one
 * cancelled meanwhile has nothing left to wait for.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs a checkpoint at the page's width and, for a journey that runs at one width only
 * (decision 092), again at the other width: the window is resized there and back, so every
 * screen the journey passes is checked as phones and computers show it, while its steps run once.
 */
async function atEachWidth(page: Page, check: () => Promise<void>) {
  await check();
  const other = otherWidths.get(page);
  const own = page.viewportSize();
  if (!other || !own) return;
  await page.setViewportSize(other);
  await afterTwoFrames(page);
  try {
    await check();
  } finally {
    await page.setViewportSize(own);
    await afterTwoFrames(page);
  }
}

/** Axe on the page as it is now, at each width: no serious or critical violations, and no sideways scrolling. */
export async function expectAccessible(page: Page, label: string) {
  await atEachWidth(page, async () => {
    await settled(page);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    const width = page.viewportSize()?.width;
    expect(bad.map((violation) => `${label} at ${width} px: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${label} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  });
}

/**
 * Writes a screenshot for a person to look at, at each width: test-results/screenshots/<name>-<width>.png
 * (none with SCREENSHOTS=off, as .ci/run sets).
 * The whole page by default; a dialog or drawer is seen as the window shows it. One taken in the
 * middle of a gesture (a drag, a lifted module) stays at the journey's width: resizing the
 * window ends the gesture.
 */
export async function screenshot(page: Page, name: string, { fullPage = true, midGesture = false } = {}) {
  // CI keeps no files from a run, so there it only lets the page settle, as a screenshot waits for.
  if (process.env.SCREENSHOTS === "off") return settled(page);
  await fs.mkdir(SCREENSHOTS, { recursive: true });
  const take = async () => {
    const width = page.viewportSize()?.width ?? 0;
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage });
  };
  await (midGesture ? take() : atEachWidth(page, take));
}

/**
 * Waits until the page has drawn two more frames and run the tasks they queued (intersection
 * observers' callbacks, a click's navigation): the signal to wait for before checking that
 * something did NOT happen, instead of a fixed time.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
}
