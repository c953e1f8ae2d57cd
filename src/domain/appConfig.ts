import type { BrandSetting } from "./brands";
import type { UiLanguage } from "./languages";

/** What the owner's web app learns from the server page it is loaded in (JSON in #app-config). */
export interface AppConfig {
  brand: BrandSetting;
  language: UiLanguage;
  /** Where a logged-out owner is sent (the landing host). */
  landingUrl: string;
  isLocalDevelopment: boolean;
  /** Payments run against the sandbox fakes: the payment dialog links to the test Swish app. */
  sandboxPayments: boolean;
  /** Present in development: where the sandbox outbox can be read. */
  outboxUrl?: string;
}
