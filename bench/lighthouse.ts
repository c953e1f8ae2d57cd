import fs from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_DEFAULT_PATH } from "../src/server/chromium";

/** Lighthouse's mobile audit (its default: a mid-range phone on a throttled 4G link). */
export async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number; fcpMs: number; speedIndexMs: number; lcpMs: number; tbtMs: number; cls: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? CHROMIUM_DEFAULT_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const lhr = result!.lhr;
    // The whole report (LCP element and phases, request timings) for a closer look.
    if (process.env.LIGHTHOUSE_REPORT) await fs.writeFile(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? 0),
      speedIndexMs: Math.round(lhr.audits["speed-index"]?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}
