import type { Browser, Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../chromium";
import { setPrintBoxes } from "./printBoxes";

/** The card to print: its id and server access key, the print page's address (which reads the card's photos through the key too). */
export interface CardToRender {
  printId: string;
  serverAccessKey: string;
  /** A per-household order: the print page shows one card per household of this order (decision 105). */
  orderId?: string;
}

/** A page the server wrote itself (the seating prints): whole HTML, fonts and artwork inlined. */
export interface SheetsToRender {
  /** What is printed, for the error messages. */
  name: string;
  html: string;
}

/** The PDF as Chromium made it (boxes not yet set) and what the page said about itself (`<html data-…>`). */
export interface RenderedSheets {
  pdf: Uint8Array;
  dataset: Record<string, string>;
}

/** Makes a card's print-ready PDF (both sides, exact print boxes) from the app's own print page. */
export interface PrintRenderer {
  render(card: CardToRender): Promise<Uint8Array>;
  /** Draws HTML the server wrote to PDF, in the same browser and the same one-at-a-time turn as the cards. */
  renderSheets(sheets: SheetsToRender): Promise<RenderedSheets>;
  /** Closes the browser, if one is open. */
  close(): Promise<void>;
}

export interface ChromiumRendererOptions {
  executablePath: string;
  /** Where this app's pages are reached from this process (the print page is served by the app itself). */
  baseUrl: string;
  /** How long the page may take to load its fonts and images and say it is ready. */
  readyTimeoutMs: number;
  /** The browser is closed after this long without a render (a minute by default). */
  idleMs?: number;
}

const IDLE_MS = 60_000;
/**
 * The browser picks each image from srcset by the device pixel ratio. 105 mm is about 400 CSS
 * pixels, so 300 dpi needs a ratio above 3: at 4 the largest the srcset offers is chosen (the
 * print page lists the uploaded original beside the stored sizes).
 */
const PRINT_PIXEL_RATIO = 4;

/**
 * Headless Chromium through playwright-core. One browser per process, started on the first
 * render and closed when idle; renders run one at a time, so memory stays bounded however
 * many print jobs arrive together.
 */
export function chromiumPrintRenderer(options: ChromiumRendererOptions): PrintRenderer {
  let browser: Promise<Browser> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let turn: Promise<unknown> = Promise.resolve();

  const closeBrowser = async () => {
    clearTimeout(idleTimer);
    const open = browser;
    browser = undefined;
    await open?.then((running) => running.close()).catch(() => undefined);
  };
  const launch = (): Promise<Browser> => {
    if (!browser) {
      // Loaded on the first render: playwright-core is about 80 MB of a process's memory, and most processes never print.
      const launching = import("playwright-core").then(({ chromium }) => chromium.launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS }));
      browser = launching;
      // A browser that crashed or failed to start is replaced at the next render.
      const forget = () => {
        if (browser === launching) browser = undefined;
      };
      launching.then((launched) => launched.on("disconnected", forget), forget);
    }
    return browser;
  };

  /** A fresh page in the (launched) browser for one render, closed after it; the browser closes when idle. */
  const withPage = async <T>(work: (page: Page) => Promise<T>): Promise<T> => {
    clearTimeout(idleTimer);
    const context = await (await launch()).newContext({ deviceScaleFactor: PRINT_PIXEL_RATIO, locale: "sv-SE" });
    try {
      return await work(await context.newPage());
    } finally {
      await context.close().catch(() => undefined);
      idleTimer = setTimeout(() => void closeBrowser(), options.idleMs ?? IDLE_MS);
      idleTimer.unref();
    }
  };
  /** Waits for the page's own script to say it has drawn (and fitted) everything. */
  const ready = (page: Page, what: string) =>
    page.waitForFunction(() => document.documentElement.dataset.printReady === "true", null, { timeout: options.readyTimeoutMs }).catch((error: unknown) => {
      throw new Error(`${what} not ready within ${options.readyTimeoutMs} ms`, { cause: error });
    });

  const renderNow = ({ printId, serverAccessKey, orderId }: CardToRender): Promise<Uint8Array> =>
    withPage(async (page) => {
      const url = `${options.baseUrl}/print-pdf/${encodeURIComponent(printId)}/${encodeURIComponent(serverAccessKey)}${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`;
      const response = await page.goto(url, { waitUntil: "load", timeout: options.readyTimeoutMs });
      if (!response?.ok()) throw new Error(`The print page answered ${response?.status() ?? "nothing"} for card ${printId}`);
      await ready(page, `The print page of card ${printId} was`);
      // The page shows a photo that failed to load as a notice (SiteImage's failure state): never print that.
      const failedImages = await page.evaluate(() => document.querySelectorAll(".site-image-failed").length + [...document.images].filter((image) => image.naturalWidth === 0).length);
      if (failedImages > 0) throw new Error(`${failedImages} image(s) of card ${printId} did not load`);
      // How many cards the page drew: one, or one per household of the order.
      const cards = Number(await page.evaluate(() => document.documentElement.dataset.printCards ?? "1"));
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      return await setPrintBoxes(pdf, cards);
    });

  /**
   * The seating prints: the HTML is set into a page that may reach nothing (every request is
   * refused; fonts and artwork are data: URLs), and its own script says when it has fitted the names.
   */
  const renderSheetsNow = ({ name, html }: SheetsToRender): Promise<RenderedSheets> =>
    withPage(async (page) => {
      await page.route("**/*", (route) => route.abort());
      await page.setContent(html, { waitUntil: "load", timeout: options.readyTimeoutMs });
      await ready(page, `The ${name} were`);
      const dataset = await page.evaluate(() => ({ ...document.documentElement.dataset }) as Record<string, string>);
      return { pdf: await page.pdf({ preferCSSPageSize: true, printBackground: true }), dataset };
    });

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  return {
    render: (card) => inTurn(() => renderNow(card)),
    renderSheets: (sheets) => inTurn(() => renderSheetsNow(sheets)),
    async close() {
      await turn;
      await closeBrowser();
    },
  };
}

