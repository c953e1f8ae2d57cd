import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Deps } from "./deps";
import { siteCache } from "./features/publicSite/siteCache";
import { visitCounter } from "./features/sites/visitCounter";
import type { Mailer } from "./providers/mail/mailer";
import { googleMapRenderer } from "./providers/maps/google";
import { sandboxMapRenderer } from "./providers/maps/sandbox";
import { storageFromConfig } from "./providers/storage/fromConfig";
import { sandboxThumbnails } from "./providers/videoThumbnails/sandbox";
import { youtubeThumbnails } from "./providers/videoThumbnails/youtube";
import { pgJobs } from "./jobs/jobs";
import { stripeFromConfig } from "./providers/payments/stripe/fromConfig";
import { swishFromConfig } from "./providers/payments/swish/fromConfig";
import { registrarFromConfig } from "./providers/domains/registrarFromConfig";
import { systemDns } from "./providers/domains/systemDns";
import { shippingFromConfig } from "./providers/shipping/fromConfig";
import { printPartnerFromConfig } from "./providers/printPartner/fromConfig";
import { chromiumPrintRenderer } from "./features/printing/renderer";

/** Where the background parts (site cache listener, job queue) report trouble. */
export type Log = (message: string, error?: unknown) => void;

/**
 * The dependencies the configuration asks for, over a database and a mailer; tests
 * override what they need (a movable clock, other rate limits).
 */
export function composeDeps(config: Config, db: Db, mailer: Mailer, overrides: Partial<Deps> = {}, log: Log = (message, error) => console.warn(message, error)): Deps {
  return {
    config,
    db,
    mailer,
    storage: storageFromConfig(config.storage),
    maps: config.maps.kind === "google" ? googleMapRenderer(config.maps.apiKey) : config.maps.kind === "sandbox" ? sandboxMapRenderer() : null,
    videoThumbnails: config.videoThumbnails === "youtube" ? youtubeThumbnails() : sandboxThumbnails(),
    now: () => new Date(),
    rateLimits: config.rateLimits,
    visits: visitCounter(db),
    siteCache: siteCache(db.$client, log),
    shipping: shippingFromConfig(config, log),
    printPartner: printPartnerFromConfig(config, mailer),
    // Nothing starts until the first print job: the browser is launched then.
    printRenderer: chromiumPrintRenderer({ executablePath: config.printRenderer.chromiumPath, baseUrl: config.printRenderer.baseUrl, readyTimeoutMs: config.printRenderer.readyTimeoutMs }),
    ...overrides,
    // Built only when not given: each may start a loopback sandbox or a connection pool.
    jobs: overrides.jobs ?? pgJobs(db.$client, log, { worker: config.jobsWorker, pollingIntervalSeconds: config.jobsPollingSeconds }),
    cardPayments: overrides.cardPayments ?? stripeFromConfig(config),
    swish: overrides.swish ?? swishFromConfig(config),
    registrar: overrides.registrar ?? registrarFromConfig(config),
    dns: overrides.dns ?? systemDns(),
  };
}
