/**
 * Headless Chromium as every part of the project starts it (the print renderer, the browser
 * tests, the benchmark's Lighthouse): Debian's build, with everything that would reach out to
 * the network turned off.
 */
export const CHROMIUM_DEFAULT_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
