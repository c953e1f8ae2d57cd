import type { BrandSetting } from "./brands";
import type { UiLanguage } from "./languages";
import type { SwishCommerceGiving } from "./swishCommerceGiving";

/** What the owner's web app learns from the server page it is loaded in (JSON in #app-config). */
export interface AppConfig {
  brand: BrandSetting;
  language: UiLanguage;
  /** Where a logged-out owner is sent (the landing host). */
  landingUrl: string;
  isLocalDevelopment: boolean;
  /** Payments run against the sandbox fakes: the payment dialog links to the test Swish app. */
  sandboxPayments: boolean;
  /** A map provider is configured: Location modules show drawn maps (else the address and the open-in-maps link). */
  drawsMaps: boolean;
  /** Money gifts go to the deployment's own Swish Commerce number (decision 100): the editor shows no number field then. */
  swishCommerce: SwishCommerceGiving | null;
  /** Published sites live on subdomains of this domain (SITES_DOMAIN): `{label}.{sitesDomain}`. */
  sitesDomain: string;
  /** Present in development: where the sandbox outbox can be read. */
  outboxUrl?: string;
}
