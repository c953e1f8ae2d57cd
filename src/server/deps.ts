import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Mailer } from "./providers/mail/mailer";
import type { MapRenderer } from "./providers/maps/mapRenderer";
import type { Storage } from "./providers/storage/storage";
import type { SiteCache } from "./features/publicSite/siteCache";
import type { VisitCounter } from "./features/sites/visitCounter";
import type { VideoThumbnails } from "./providers/videoThumbnails/videoThumbnails";
import type { Jobs } from "./jobs/jobs";
import type { CardPayments } from "./providers/payments/cardPayments";
import type { SwishPayments } from "./providers/payments/swishPayments";
import type { DomainRegistrar } from "./providers/domains/domainRegistrar";
import type { DnsLookup } from "./providers/domains/dnsLookup";
import type { Shipping } from "./providers/shipping/shipping";
import type { PrintPartner } from "./providers/printPartner/printPartner";
import type { PrintRenderer } from "./features/printing/renderer";

/** What the composition root hands to features; each takes only the parts it uses. */
export interface Deps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  /** None configured: no map is drawn (MAPS in config.ts). */
  maps: MapRenderer | null;
  videoThumbnails: VideoThumbnails;
  /** Injected so expiry rules can be tested without waiting. */
  now: () => Date;
  rateLimits: RateLimits;
  visits: VisitCounter;
  siteCache: SiteCache;
  jobs: Jobs;
  cardPayments: CardPayments;
  swish: SwishPayments;
  registrar: DomainRegistrar;
  dns: DnsLookup;
  shipping: Shipping;
  printRenderer: PrintRenderer;
  printPartner: PrintPartner;
}

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  window: number;
  /**
   * Counts the hits of any last `window`, not only of the current one: a fixed window lets
   * up to twice `max` through across its end, which matters where each try guesses a
   * password. The previous window's count is weighed by how much of it the last `window`
   * still covers, so after a burst the limit frees up over a second window.
   */
  sliding?: boolean;
}

export interface RateLimits {
  perIp: RateLimit;
  perMail: RateLimit;
}

