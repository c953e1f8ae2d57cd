import { GUEST_PHOTOS_QUOTA_MB_DEFAULT } from "../domain/guestPhotos/limits";
import path from "node:path";
import { z } from "zod";
import { CHROMIUM_DEFAULT_PATH } from "./chromium";
import { SANDBOX_PAYEE_ALIAS } from "./providers/payments/swish/sandboxPayee";
import type { S3StorageConfig } from "./providers/storage/s3";
import type { RateLimit, RateLimits } from "./deps";
import { POST_KEY_MIN_AGE_MS } from "./features/guestForms/postKeys";
import type { Seller } from "../domain/payments/payments";
import { siteOriginOf, type SiteOrigin } from "../domain/links";
import { brandedDomains, brandSetting, validateBrandAndMarket, type BrandSetting, type Market } from "../domain/brands";

/** Configuration from the environment, validated once at boot (.env.example lists it all). */
/**
 * The seller outside production (and in a demo deployment, where nothing is really paid), in the
 * market's own form: a Swedish organisation number or a Danish CVR number, an address in the country.
 */
const SELLER_PLACEHOLDER: Record<Market, { organisationNumber: string; address: string }> = {
  se: { organisationNumber: "556000-0000", address: "Storgatan 1, 111 22 Stockholm" },
  dk: { organisationNumber: "CVR 12345678", address: "Vesterbrogade 1, 1620 København V" },
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  STORAGE: z.enum(["local", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  IMAGE_CDN_URL: z.string().url().optional(),
  BRAND: z.string().default("wedding"),
  MARKET: z.string().default("se"),
  BRANDED_DOMAIN: z.string().optional(),
  APP_URL: z.string().url().optional(),
  SITES_DOMAIN: z.string().default("localhost"),
  COOKIE_DOMAIN: z.string().optional(),
  MAILER: z.enum(["outbox", "smtp"]).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_MAIL: z.coerce.number().int().min(1).default(10),
  POST_KEY_MIN_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(POST_KEY_MIN_AGE_MS),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  MAPS: z.enum(["google", "sandbox", "none"]).optional(),
  VIDEO_THUMBNAILS: z.enum(["youtube", "sandbox"]).optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  IMAGE_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(25 * 1024 * 1024),
  IMAGE_UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  GUEST_PHOTOS_QUOTA_MB: z.coerce.number().int().min(1).default(GUEST_PHOTOS_QUOTA_MB_DEFAULT),
  IMAGE_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  OWNER_PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  QUICK_START_IMAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  QUICK_START_IMAGES_PER_DAY: z.coerce.number().int().min(0).default(2000),
  QUICK_START_MAPS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  QUICK_START_MAPS_PER_DAY: z.coerce.number().int().min(1).default(500),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SWISH_API_URL: z.string().url().default("https://cpc.getswish.net/swish-cpcapi/"),
  SWISH_CERTIFICATE: z.string().optional(),
  SWISH_CERTIFICATE_PASSPHRASE: z.string().optional(),
  SWISH_CA: z.string().optional(),
  SWISH_PAYEE_ALIAS: z.string().regex(/^123\d{7}$/, "10 digits starting with 123").optional(),
  SWISH_CALLBACK_URL: z.string().url().optional(),
  LOOPIA_API_URL: z.string().url().default("https://api.loopia.se/RPCSERV"),
  LOOPIA_USERNAME: z.string().optional(),
  LOOPIA_PASSWORD: z.string().optional(),
  LOOPIA_CUSTOMER_NUMBER: z.string().optional(),
  SHIPPING: z.enum(["sandbox", "nshift"]).optional(),
  NSHIFT_API_URL: z.string().url().default("https://api.unifaun.com/rs-extapi/v1/"),
  NSHIFT_API_KEY_ID: z.string().optional(),
  NSHIFT_API_KEY_SECRET: z.string().optional(),
  NSHIFT_DELIVERY_CHECKOUT_ID: z.string().optional(),
  PRINT_PARTNER: z.enum(["sandbox", "mail"]).optional(),
  PRINT_SHOP_MAIL: z.string().email().optional(),
  OPERATOR_MAIL: z.string().email().optional(),
  PRINT_RENDER_URL: z.string().url().optional(),
  PRINT_READY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  CHROMIUM_PATH: z.string().default(CHROMIUM_DEFAULT_PATH),
  SELLER_NAME: z.string().optional(),
  SELLER_ORGANISATION_NUMBER: z.string().min(1).optional(),
  SELLER_ADDRESS: z.string().min(1).optional(),
  HOSTING_IP: z.string().default("127.0.0.1"),
  HOSTING_CNAME: z.string().optional(),
  JOBS_WORKER: z.enum(["true", "false"]).default("true"),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).default(2),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  ALLOW_SANDBOX_PAYMENTS: z.enum(["true", "false"]).optional(),
  SWISH_COMMERCE_GIFTS: z.enum(["true", "false"]).default("false"),
  TRUST_PROXY: z.string().optional(),
});

/** Uploaded and generated files: a folder under DATA_DIR, else a bucket of S3 or an S3-compatible store that every process shares. */
export type StorageConfig = { kind: "local"; folder: string } | ({ kind: "s3" } & S3StorageConfig);

/** Card payments: Stripe with keys, else the loopback Stripe fake (sandbox). */
export type StripeConfig = { kind: "stripe"; secretKey: string; publishableKey: string; webhookSecret: string } | { kind: "sandbox" };

/** Swish Commerce API with the merchant certificate (a .p12/.pfx file), else the loopback Swish fake. */
export type SwishConfig =
  | { kind: "swish"; apiUrl: string; certificatePath: string; passphrase?: string; caPath?: string; payeeAlias: string; callbackUrl: string }
  | { kind: "sandbox"; callbackUrl: string };

/** Domain registration and availability: Loopia's XML-RPC API with credentials, else the sandbox registrar. */
export type RegistrarConfig = { kind: "loopia"; url: string; username: string; password: string; customerNumber?: string } | { kind: "sandbox" };

/** Card order shipping: nShift Delivery's DeliveryCheckout API with an API key, else the offline sandbox carriers. */
export type ShippingConfig = { kind: "nshift"; apiUrl: string; keyId: string; keySecret: string; deliveryCheckoutId: string } | { kind: "sandbox" };

/** Paid card orders go to the print shop by mail (PRINT_SHOP_MAIL), else to a sandbox folder under DATA_DIR. */
export type PrintPartnerConfig = { kind: "mail"; shopMail: string } | { kind: "sandbox" };

export type MapsConfig = { kind: "google"; apiKey: string } | { kind: "sandbox" } | { kind: "none" };

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  storage: StorageConfig;
  /** Public images are redirected to this base + their storage key (a CDN in front of the bucket) instead of streamed. */
  imageCdnUrl?: string;
  brand: BrandSetting;
  /** Where the owner's app is reached; links in mail point here. */
  appUrl: string;
  /** How sites are reached: APP_URL's scheme and port; every link to a site is built with it (siteUrl). */
  siteOrigin: SiteOrigin;
  /** Host names that are EDIT mode besides the preview hosts. */
  editHosts: string[];
  /** Published sites live on subdomains of this domain. */
  sitesDomain: string;
  cookieDomain?: string;
  secureCookies: boolean;
  mailer: { kind: "outbox" } | { kind: "smtp"; url: string };
  mailFrom: string;
  /** Who hears of what needs a person: a second payment of one purchase (OPERATOR_MAIL, else the brand's info address). */
  operatorMail: string;
  seedDemo: boolean;
  /** A guest form sent sooner than this after its post key was issued is taken for a robot. */
  postKeyMinAgeMs: number;
  /** Attempts a minute per IP, and per e-mail address in 15 minutes, on login, reset, registration and guest sends. */
  rateLimits: RateLimits;
  /**
   * Who draws Location maps: Google Static Maps with a key; else none (guests get the address
   * and the open-in-maps link). The offline renderer draws invented streets: tests and development only.
   */
  maps: MapsConfig;
  videoThumbnails: "youtube" | "sandbox";
  logLevel: string;
  /** Uploaded images larger than this many bytes, or with more pixels, are refused with a 422; uploads and crops per account are limited. */
  imageUpload: { maxBytes: number; maxPixels: number; perMinute: RateLimit };
  /** Bytes of guests' photos and videos one site may hold. */
  guestPhotosQuotaBytes: number;
  /** Maps drawn and video posters fetched for an owner beyond what the saved site shows (editor previews), per account. */
  ownerPreviews: RateLimit;
  /**
   * Quick start, without an account: uploads and crops, and maps drawn, per IP; images stored
   * by all visitors together in a day (429 past it); maps drawn in a day by this process.
   */
  quickStart: { imagesPerIp: RateLimit; imagesPerDay: number; mapsPerIp: RateLimit; mapsPerDay: RateLimit };
  stripe: StripeConfig;
  swish: SwishConfig;
  /**
   * Money gifts go to the deployment's own Swish Commerce number (`payee`) and Swish confirms
   * them, instead of going to each couple's private number on the guest's word (decision 100).
   */
  giftsBySwishCommerce: { payee: string } | null;
  registrar: RegistrarConfig;
  shipping: ShippingConfig;
  printPartner: PrintPartnerConfig;
  /**
   * The print PDF renderer: headless Chromium at `chromiumPath` opens the app's own print page
   * at `baseUrl` (this process by default; a separate worker points it at a web process).
   */
  printRenderer: { chromiumPath: string; baseUrl: string; readyTimeoutMs: number };
  /** Named on every receipt. */
  seller: Seller;
  /** Where an own domain held at another registrar must point: an A record to `ip`, a CNAME for www to `cname`. */
  hosting: { ip: string; cname: string };
  /** Whether this process works the job queues; false when a separate `npm run worker` does. */
  jobsWorker: boolean;
  /** How often an idle worker asks a queue for jobs (pg-boss allows 0.5 s at least). */
  jobsPollingSeconds: number;
  /** Attempts after the first to deliver a mail, and the first wait; each wait doubles (with jitter). */
  mailRetry: { limit: number; delaySeconds: number };
  /** Addresses of the proxies whose X-Forwarded-For names the client (per-IP limits); none by default. */
  trustProxy: string[];
}

export class ConfigError extends Error {}

function mapsConfig(e: z.infer<typeof envSchema>): MapsConfig {
  const kind = e.MAPS ?? (e.GOOGLE_MAPS_API_KEY ? "google" : "none");
  if (kind === "google") {
    if (!e.GOOGLE_MAPS_API_KEY) throw new ConfigError("Invalid configuration: MAPS=google needs GOOGLE_MAPS_API_KEY");
    return { kind, apiKey: e.GOOGLE_MAPS_API_KEY };
  }
  // Its streets are made up: a guest must never take it for the way to the venue.
  if (kind === "sandbox" && e.NODE_ENV === "production") throw new ConfigError("Invalid configuration: MAPS=sandbox draws invented streets, for tests and development, not in production");
  return { kind };
}

/**
 * The owner's side: every brand's main domain of the market, this brand's with www., APP_URL's
 * host and localhost. Outside production each domain also answers as `<domain>.localhost`
 * (bryllupssiden.dk.localhost), which a browser reaches on this machine with no hosts file.
 */
function editHosts(brand: BrandSetting, appUrl: string, env: Config["env"]): string[] {
  const domains = [...brandedDomains(brand.market), brand.domain, `www.${brand.domain}`];
  const local = env === "production" ? [] : domains.map((domain) => `${domain}.localhost`);
  return [...new Set([...domains, ...local, new URL(appUrl).hostname, "localhost", "127.0.0.1"])];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  let brandAndMarket;
  try {
    brandAndMarket = validateBrandAndMarket(e.BRAND, e.MARKET);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const brand = brandSetting(brandAndMarket.brand, brandAndMarket.market, e.BRANDED_DOMAIN);
  const mailerKind = e.MAILER ?? (e.SMTP_URL ? "smtp" : "outbox");
  if (mailerKind === "smtp" && !e.SMTP_URL) throw new ConfigError("Invalid configuration: MAILER=smtp needs SMTP_URL");
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError("Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together");
  }
  if (e.SWISH_CERTIFICATE && !e.SWISH_PAYEE_ALIAS) throw new ConfigError("Invalid configuration: SWISH_CERTIFICATE needs SWISH_PAYEE_ALIAS");
  if (Boolean(e.LOOPIA_USERNAME) !== Boolean(e.LOOPIA_PASSWORD)) throw new ConfigError("Invalid configuration: LOOPIA_USERNAME and LOOPIA_PASSWORD go together");
  const nshift = { keyId: e.NSHIFT_API_KEY_ID, keySecret: e.NSHIFT_API_KEY_SECRET, deliveryCheckoutId: e.NSHIFT_DELIVERY_CHECKOUT_ID };
  const shippingKind = e.SHIPPING ?? (Object.values(nshift).some(Boolean) ? "nshift" : "sandbox");
  if (shippingKind === "nshift" && !Object.values(nshift).every(Boolean)) {
    throw new ConfigError("Invalid configuration: nShift shipping needs NSHIFT_API_KEY_ID, NSHIFT_API_KEY_SECRET and NSHIFT_DELIVERY_CHECKOUT_ID");
  }
  const printPartnerKind = e.PRINT_PARTNER ?? (e.PRINT_SHOP_MAIL ? "mail" : "sandbox");
  if (printPartnerKind === "mail" && !e.PRINT_SHOP_MAIL) throw new ConfigError("Invalid configuration: PRINT_PARTNER=mail needs PRINT_SHOP_MAIL");
  const storageKind = e.STORAGE ?? (e.S3_BUCKET ? "s3" : "local");
  if (storageKind === "s3" && (!e.S3_BUCKET || !e.S3_REGION)) throw new ConfigError("Invalid configuration: STORAGE=s3 needs S3_BUCKET and S3_REGION");
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) throw new ConfigError("Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  // Images on local disk have no other origin than this process for a CDN to pull from.
  if (e.IMAGE_CDN_URL && storageKind !== "s3") throw new ConfigError("Invalid configuration: IMAGE_CDN_URL needs STORAGE=s3 (the CDN serves the bucket's objects)");
  const dataDir = path.resolve(e.DATA_DIR);
  const host = e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
  // The print page is fetched from this very process: a wildcard listening address is reached on loopback.
  const ownAddress = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const swishCallbackUrl = e.SWISH_CALLBACK_URL ?? `${appUrl}/api/webhooks/swish`;
  // In sandbox mode anyone can "pay" with a test card or the fake Swish app: production must opt in.
  if (e.NODE_ENV === "production" && e.ALLOW_SANDBOX_PAYMENTS !== "true" && (!e.STRIPE_SECRET_KEY || (brandAndMarket.market === "se" && !e.SWISH_CERTIFICATE))) {
    throw new ConfigError("Invalid configuration: production needs STRIPE_* keys and, on the se market, SWISH_CERTIFICATE (or ALLOW_SANDBOX_PAYMENTS=true for a demo deployment where nothing is really paid)");
  }
  if (e.SWISH_COMMERCE_GIFTS === "true" && brandAndMarket.market !== "se") throw new ConfigError("Invalid configuration: SWISH_COMMERCE_GIFTS needs MARKET=se (Swish is Swedish)");
  // Every receipt names the seller: a real payment must not carry the development placeholders.
  if (e.NODE_ENV === "production" && e.ALLOW_SANDBOX_PAYMENTS !== "true" && (!e.SELLER_ORGANISATION_NUMBER || !e.SELLER_ADDRESS)) {
    throw new ConfigError("Invalid configuration: production needs SELLER_ORGANISATION_NUMBER and SELLER_ADDRESS, the seller's details printed on every receipt");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production only this machine may connect: the dev server can read the checkout.
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storage:
      storageKind === "s3"
        ? {
            kind: "s3",
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          }
        : { kind: "local", folder: path.join(dataDir, "uploads") },
    imageCdnUrl: e.IMAGE_CDN_URL?.replace(/\/+$/, ""),
    brand,
    appUrl,
    siteOrigin: siteOriginOf(appUrl),
    editHosts: editHosts(brand, appUrl, e.NODE_ENV),
    sitesDomain: e.SITES_DOMAIN,
    cookieDomain: e.COOKIE_DOMAIN,
    secureCookies: appUrl.startsWith("https:"),
    mailer: mailerKind === "smtp" ? { kind: "smtp", url: e.SMTP_URL! } : { kind: "outbox" },
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.contactMail}>`,
    operatorMail: e.OPERATOR_MAIL ?? brand.contactMail,
    maps: mapsConfig(e),
    postKeyMinAgeMs: e.POST_KEY_MIN_AGE_MS,
    rateLimits: { perIp: { max: e.RATE_LIMIT_PER_IP, window: 60_000, sliding: true }, perMail: { max: e.RATE_LIMIT_PER_MAIL, window: 15 * 60_000, sliding: true } },
    videoThumbnails: e.VIDEO_THUMBNAILS ?? (e.NODE_ENV === "production" ? "youtube" : "sandbox"),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === "true" : e.NODE_ENV !== "production",
    logLevel: e.LOG_LEVEL,
    guestPhotosQuotaBytes: e.GUEST_PHOTOS_QUOTA_MB * 1024 * 1024,
    imageUpload: { maxBytes: e.IMAGE_UPLOAD_MAX_BYTES, maxPixels: e.IMAGE_UPLOAD_MAX_PIXELS, perMinute: { max: e.IMAGE_UPLOADS_PER_MINUTE, window: 60_000 } },
    ownerPreviews: { max: e.OWNER_PREVIEWS_PER_MINUTE, window: 60_000 },
    quickStart: {
      imagesPerIp: { max: e.QUICK_START_IMAGES_PER_MINUTE, window: 60_000 },
      imagesPerDay: e.QUICK_START_IMAGES_PER_DAY,
      mapsPerIp: { max: e.QUICK_START_MAPS_PER_MINUTE, window: 60_000 },
      mapsPerDay: { max: e.QUICK_START_MAPS_PER_DAY, window: 86_400_000 },
    },
    stripe: e.STRIPE_SECRET_KEY
      ? { kind: "stripe", secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET! }
      : { kind: "sandbox" },
    swish: e.SWISH_CERTIFICATE
      ? { kind: "swish", apiUrl: e.SWISH_API_URL, certificatePath: e.SWISH_CERTIFICATE, passphrase: e.SWISH_CERTIFICATE_PASSPHRASE, caPath: e.SWISH_CA, payeeAlias: e.SWISH_PAYEE_ALIAS!, callbackUrl: swishCallbackUrl }
      : { kind: "sandbox", callbackUrl: swishCallbackUrl },
    giftsBySwishCommerce: e.SWISH_COMMERCE_GIFTS === "true" ? { payee: e.SWISH_CERTIFICATE ? e.SWISH_PAYEE_ALIAS! : SANDBOX_PAYEE_ALIAS } : null,
    registrar: e.LOOPIA_USERNAME
      ? { kind: "loopia", url: e.LOOPIA_API_URL, username: e.LOOPIA_USERNAME, password: e.LOOPIA_PASSWORD!, customerNumber: e.LOOPIA_CUSTOMER_NUMBER }
      : { kind: "sandbox" },
    shipping:
      shippingKind === "nshift"
        ? { kind: "nshift", apiUrl: e.NSHIFT_API_URL, keyId: nshift.keyId!, keySecret: nshift.keySecret!, deliveryCheckoutId: nshift.deliveryCheckoutId! }
        : { kind: "sandbox" },
    printPartner: printPartnerKind === "mail" ? { kind: "mail", shopMail: e.PRINT_SHOP_MAIL! } : { kind: "sandbox" },
    printRenderer: { chromiumPath: e.CHROMIUM_PATH, baseUrl: (e.PRINT_RENDER_URL ?? `http://${ownAddress}:${e.PORT}`).replace(/\/$/, ""), readyTimeoutMs: e.PRINT_READY_TIMEOUT_MS },
    seller: { name: e.SELLER_NAME ?? brand.name, organisationNumber: e.SELLER_ORGANISATION_NUMBER ?? SELLER_PLACEHOLDER[brand.market].organisationNumber, address: e.SELLER_ADDRESS ?? SELLER_PLACEHOLDER[brand.market].address },
    hosting: { ip: e.HOSTING_IP, cname: e.HOSTING_CNAME ?? e.SITES_DOMAIN },
    trustProxy: (e.TRUST_PROXY ?? "").split(",").map((entry) => entry.trim()).filter(Boolean),
    jobsWorker: e.JOBS_WORKER === "true",
    jobsPollingSeconds: e.JOBS_POLLING_SECONDS,
    mailRetry: { limit: e.MAIL_RETRY_LIMIT, delaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
  };
}
