import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DESKTOP, launchBrowser, PHONE } from "./browser";
import { startE2eServer, type E2eServer } from "./server";

/** Each journey runs at both widths the product is designed for. */
export const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** One server and one browser for the journeys of a file; read them inside the tests. */
export function setUpJourneys(env?: Record<string, string>, options?: { seedDemo?: boolean }) {
  const journey = {} as { server: E2eServer; browser: Browser };
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startE2eServer(env, options), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
