import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { DESKTOP, launchBrowser, PHONE } from "./browser";
import { startE2eServer, type E2eServer } from "./server";

/**
 * The widths a journey runs at (decision 092). A journey whose steps differ by width (a theme's
 * layout, a table that must fit) runs at each; the others run once, at the width their user has
 * in hand, and each of their checkpoints (axe, screenshot) is also checked at the other width.
 */
export const EACH_WIDTH = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;
/** An owner's journey: at a computer, each screen also checked on a phone. */
export const OWNER_WIDTH = [["desktop", { ...DESKTOP, alsoAt: PHONE }]] as const;
/** A guest's journey: on a phone, each screen also checked on a computer. */
export const GUEST_WIDTH = [["phone", { ...PHONE, alsoAt: DESKTOP }]] as const;

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
