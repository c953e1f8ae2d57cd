import fs from "node:fs";

/**
 * Headless Chromium as every part of the project starts it (the print renderer, the browser
 * tests, the benchmark's Lighthouse): Debian's build, with everything that would reach out to
 * the network turned off.
 */
export const CHROMIUM_BROWSER_PATH = "/usr/bin/chromium";
/** Debian's `chromium-headless-shell`: the same Blink without the browser around it, the build
 * Playwright runs headless by default; it draws the same pages with a fifth less CPU. */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
/** The print renderer and the browser tests: the headless shell when it is installed, else the full browser. */
export const CHROMIUM_DEFAULT_PATH = fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_BROWSER_PATH;
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
