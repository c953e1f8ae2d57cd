import { sql } from "drizzle-orm";
import type { HouseholdReply } from "../../domain/guestList/reply";
import type { EventAccess } from "../../domain/guestList/types";
import type { SiteMap } from "../../domain/site/siteMap";
import type { OrderStatus } from "../../domain/orders/orderStatus";
import type { SeatingRules } from "../../domain/seating/types";
import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Raw bytes (a resumable upload's parts, kept until the upload is finished). */
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored as typed; uniqueness is on the lower-cased address. */
    mail: text("mail").notNull(),
    passwordHash: text("password_hash").notNull(),
    registeredAt: createdAt(),
  },
  (t) => [uniqueIndex("accounts_mail_lower_idx").on(sql`lower(${t.mail})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_account_idx").on(t.accountId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_account_idx").on(t.accountId)],
);

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The address shown for the site (lower case, no port): its subdomain host or its own domain. */
    host: text("host"),
    /** The site's subdomain host of SITES_DOMAIN once bought; it keeps answering when `host` moves to an own domain. */
    subdomain: text("subdomain"),
    active: boolean("active").notNull().default(false),
    activeDate: timestamp("active_date", { withTimezone: true }),
    activeExpireDate: timestamp("active_expire_date", { withTimezone: true }),
    passwordHash: text("password_hash"),
    metaNoindex: boolean("meta_noindex").notNull().default(false),
    customDomainActive: boolean("custom_domain_active").notNull().default(false),
    customDomainActiveDate: timestamp("custom_domain_active_date", { withTimezone: true }),
    customDomainRegistrationsAvailable: integer("custom_domain_registrations_available").notNull().default(0),
    /** The value of the TXT record that proves an own domain held elsewhere is this site's (decision 074). */
    domainProofToken: text("domain_proof_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    visitorCount: integer("visitor_count").notNull().default(0),
    /** The site's design and modules; validated against the site schema on every write. */
    document: jsonb("document").notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sites_host_idx").on(t.host), uniqueIndex("sites_subdomain_idx").on(t.subdomain), index("sites_account_idx").on(t.accountId)],
);

export const customDomains = pgTable(
  "custom_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    domain: text("domain").notNull(),
    expires: timestamp("expires", { withTimezone: true }),
    /** "registrar" when we registered it (DomainRegistrar), "other" when the owner holds it elsewhere and points DNS here. */
    source: text("source").notNull().default("registrar"),
    /** When the site proved the domain is its own (registered by us, or its DNS); until then it is neither served nor given a certificate. */
    provenAt: timestamp("proven_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("custom_domains_domain_idx").on(t.domain), index("custom_domains_site_idx").on(t.siteId)],
);

/** A subdomain a site gave up: counts against the site's renames and is held for its old owner's account for a while (decision 074). */
export const subdomainReleases = pgTable(
  "subdomain_releases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("subdomain_releases_host_idx").on(t.host, t.releasedAt), index("subdomain_releases_site_idx").on(t.siteId, t.releasedAt)],
);

export const feedback = pgTable("feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
  expectsReply: boolean("expects_reply").notNull(),
  userMail: text("user_mail"),
  feedbackText: text("feedback_text").notNull(),
  createdAt: createdAt(),
});

export const clientLogs = pgTable("client_logs", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  severity: smallint("severity").notNull(),
  originId: text("origin_id").notNull(),
  userAgent: text("user_agent").notNull(),
  errorObject: jsonb("error_object"),
  siteData: text("site_data"),
  info: text("info"),
  accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Gift reservations by guests; kept apart from the site document so an owner's save never overwrites one. */
export const giftReservations = pgTable(
  "gift_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    itemId: text("item_id").notNull(),
    quantity: integer("quantity").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * A short keyed digest of the password (a few bits only): cancelling verifies argon2
     * only for the rows in the password's bucket, never for every row of the gift.
     * Null on rows made before it existed; those are always candidates.
     */
    passwordLookup: text("password_lookup"),
    /**
     * SHA-256 of the reserving browser's own random key: only that browser may take the
     * reservation back. Null on rows made before it existed; the password alone undoes those.
     */
    reserverHash: text("reserver_hash"),
    /** The name the guest gave, for the couple's list only: guests never see it. */
    giverName: text("giver_name"),
    /** The guest-list household whose personal link the reservation came through. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    /** The page's language, for the thank-you. */
    language: text("language"),
    thankedAt: timestamp("thanked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("gift_reservations_item_idx").on(t.siteId, t.moduleId, t.itemId, t.passwordLookup)],
);

/**
 * Money a guest says they gave to a fund or towards a shared gift by Swish or MobilePay
 * (decision 093). The money goes from the guest's app to the couple's: this is the guest's word
 * ("pledged") until the couple ticks it received.
 */
export const giftContributions = pgTable(
  "gift_contributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    moduleId: text("module_id").notNull(),
    itemId: text("item_id").notNull(),
    /** Whole kronor (SEK or DKK by the market), 1 to 100,000. */
    amountKronor: integer("amount_kronor").notNull(),
    /** The app the guest was sent to: `swish` or `mobilepay`. */
    app: text("app").notNull(),
    giverName: text("giver_name").notNull(),
    greeting: text("greeting").notNull().default(""),
    /** The page's language, for the thank-you. */
    language: text("language").notNull(),
    /** The guest-list household whose personal link the gift came through. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    /** SHA-256 of the giving browser's own key, as for reservations. */
    reserverHash: text("reserver_hash"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    thankedAt: timestamp("thanked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("gift_contributions_item_idx").on(t.siteId, t.moduleId, t.itemId), index("gift_contributions_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * A money gift paid to the deployment's own Swish Commerce number (decision 100): our instruction
 * id and what Swish said of it. The pledge it pays is ticked received when Swish says PAID and
 * taken away when the payment fails, so nothing unpaid counts as given.
 */
export const giftSwishPayments = pgTable(
  "gift_swish_payments",
  {
    swishId: text("swish_id").primaryKey(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** The pledge it pays; null once a failed payment's pledge is taken away. */
    contributionId: uuid("contribution_id").references(() => giftContributions.id, { onDelete: "set null" }),
    /** `pending`, then `paid`, `failed` or `cancelled`. */
    state: text("state").notNull().default("pending"),
    errorCode: text("error_code"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("gift_swish_payments_contribution_idx").on(t.contributionId)],
);

/**
 * The end of the window of gifts the site's last digest mail told its owner of (decision 098):
 * the next digest lists the gifts after it, and a run that finds it moved sends nothing.
 */
export const giftDigests = pgTable("gift_digests", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
});

/** The couple's own thank-you texts for gifts (the gift list feature owns their shape). */
export const giftListSettings = pgTable("gift_list_settings", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  thankYouTexts: jsonb("thank_you_texts").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every thank-you mail queued, a row per gift it names: a gift's rounds count its mails (a retry
 * sends once, "send again" one more), and the distinct mails count against the site's daily
 * bound. No foreign key to the gift: a cancelled reservation's mail still counts.
 */
export const giftThankYouMails = pgTable(
  "gift_thank_you_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** The mail: one per giver's thank-you, naming each entry it thanks for in a row of its own. */
    mailId: uuid("mail_id").notNull().defaultRandom(),
    /** A gift_contributions or gift_reservations id. */
    entryId: uuid("entry_id").notNull(),
    round: integer("round").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("gift_thank_you_mails_entry_round_idx").on(t.entryId, t.round), index("gift_thank_you_mails_site_idx").on(t.siteId, t.createdAt)],
);

/** Single-use keys a guest form fetches before sending; a robot that skips or reuses one is refused. */
export const postKeys = pgTable("post_keys", {
  keyHash: text("key_hash").primaryKey(),
  purpose: text("purpose").notNull(),
  createdAt: createdAt(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * RSVP answers (current shape): one row per guest, so the owner can delete one guest's
 * answer; the guests of one send share the group identifier and keep their order.
 * form_elements holds each answer with the question as it was asked (StoredAnswer[]).
 */
export const rsvpAnswers = pgTable(
  "rsvp_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    formId: text("form_id").notNull(),
    formTitle: text("form_title").notNull(),
    language: text("language").notNull(),
    groupIdentifier: text("group_identifier").notNull(),
    guestIndex: smallint("guest_index").notNull().default(0),
    formElements: jsonb("form_elements").notNull(),
    /** The guest-list household the owner matched this open answer to (issue 15); null when unmatched. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    /** SHA-256 (hex) of the change link's token mailed in the guest's copy (decision 078); every row of the send has it. */
    changeTokenHash: text("change_token_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("rsvp_answers_site_idx").on(t.siteId, t.createdAt),
    index("rsvp_answers_change_token_idx").on(t.siteId, t.changeTokenHash).where(sql`${t.changeTokenHash} is not null`),
    // Whether a household answered through the open form is asked per household by every mail send.
    index("rsvp_answers_household_idx").on(t.householdId).where(sql`${t.householdId} is not null`),
  ],
);

/** Answers sent through a Form module. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    formId: text("form_id").notNull(),
    formTitle: text("form_title").notNull(),
    language: text("language").notNull(),
    formElements: jsonb("form_elements").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("form_submissions_site_idx").on(t.siteId)],
);

/**
 * Answers sent through a legacy site's RSVP3 (one row per person, a send's persons sharing
 * `group_id`) and Speech2 modules (kind speech, no weddingYesOrNo): the older answer fields.
 */
export const legacyAnswers = pgTable(
  "legacy_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"rsvp" | "speech">().notNull(),
    groupId: uuid("group_id").notNull(),
    personIndex: smallint("person_index").notNull().default(0),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    mail: text("mail").notNull().default(""),
    weddingYesOrNo: text("wedding_yes_or_no").$type<"yes" | "no">(),
    customValues: jsonb("custom_values").notNull(),
    source: text("source").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("legacy_answers_site_idx").on(t.siteId, t.kind, t.createdAt)],
);

/** A guest's access to a password-protected site, after entering its password. */
export const siteAccessTokens = pgTable("site_access_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Every saved site document, newest last; a restore adds a new row, so nothing is ever lost. */
export const siteVersions = pgTable(
  "site_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    document: jsonb("document").notNull(),
    /** The account that saved this version (the owner or a co-owner); null for versions saved before it was kept, or by a deleted account. */
    savedBy: uuid("saved_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("site_versions_site_created_idx").on(t.siteId, t.createdAt)],
);

/** People on a site besides its owner (`sites.account_id`), each with one role (src/domain/siteRoles.ts). */
export const siteMembers = pgTable(
  "site_members",
  {
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** "co-owner", "toastmaster" or "helper". */
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.accountId] }), index("site_members_account_idx").on(t.accountId)],
);

/** An invitation by mail to join a site with a role; only the token's hash is kept. */
export const siteInvitations = pgTable(
  "site_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    mail: text("mail").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => accounts.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("site_invitations_token_idx").on(t.tokenHash), index("site_invitations_site_created_idx").on(t.siteId, t.createdAt)],
);

/** Server-side secrets made once per database (signing keys), shared by every app process. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Addresses other than the owner's own that an owner named as a form's recipient: they get
 * guests' answers only after confirming once through the link mailed to them.
 */
export const recipientConfirmations = pgTable(
  "recipient_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** Lower-cased address. */
    mail: text("mail").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    /** When the confirmation mail was last sent; resent no more often than a set interval. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recipient_confirmations_account_mail_idx").on(t.accountId, t.mail), uniqueIndex("recipient_confirmations_token_idx").on(t.tokenHash)],
);

/** Answer mails sent per site and clock hour: one row a site and hour, counted up to the site's hourly cap. */
export const siteMailCounts = pgTable(
  "site_mail_counts",
  {
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    hourStart: timestamp("hour_start", { withTimezone: true }).notNull(),
    sent: integer("sent").notNull(),
    /** How many mails the row's latest claim was granted, so a claim is one upsert that answers it. */
    granted: integer("granted").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.hourStart] })],
);

/**
 * Every payment attempt, by card or Swish, for a site product (and later a card order).
 * `state` moves pending → paid | failed | cancelled; `fulfilledAt` is set by the one
 * conditional update that fulfils it, so what it buys happens exactly once.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the owner sees and the confirmation route carries: 16 upper-case letters and digits. */
    reference: text("reference").notNull(),
    accountId: uuid("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** The card order paid for; a payment is for a site product (site_id) or an order, never both. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** A PurchasedProduct (src/domain/payments/products.ts). */
    product: text("product").notNull(),
    /** Minor units (öre, øre), VAT included. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    months: integer("months").notNull(),
    /** "stripe" or "swish". */
    provider: text("provider").notNull(),
    /** The PaymentIntent id, or the Swish instruction id (32 upper-case hex). */
    providerId: text("provider_id"),
    /** Swish: the payer's number as sent. */
    payerAlias: text("payer_alias"),
    /** pending, paid, failed, cancelled; refunding then refunded for a second payment of what another had paid already (decision 073). */
    state: text("state").notNull().default("pending"),
    /** Provider's error code (Swish RF07, Stripe card_declined …) when failed. */
    errorCode: text("error_code"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** A second payment of one purchase: the payment that had paid it first (and is fulfilled). */
    duplicateOf: uuid("duplicate_of"),
    /** The provider's refund of a second payment: Stripe's re_… id, or our Swish refund instruction id. */
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_idx").on(t.reference),
    uniqueIndex("payments_provider_id_idx").on(t.provider, t.providerId),
    index("payments_site_idx").on(t.siteId),
    index("payments_order_idx").on(t.orderId),
    index("payments_account_idx").on(t.accountId),
  ],
);

/** Provider notifications already handled (Stripe event ids, Swish callback ids): a duplicate is skipped. */
export const providerEvents = pgTable(
  "provider_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Reminder mails about a site's publication ending, one per site, expiry date and kind, so a retry never mails twice. */
export const expiryReminders = pgTable(
  "expiry_reminders",
  {
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** The expiry the reminder was about; an extension makes a new one due. */
    expireDate: timestamp("expire_date", { withTimezone: true }).notNull(),
    /** Days before expiry: 30 or 7. */
    daysBefore: smallint("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.expireDate, t.daysBefore] })],
);

/**
 * Images uploaded in quick start (before an account exists), stored under quick-start/ in
 * Storage. A site created from quick start copies the ones its document uses into its own
 * folder; a clean-up job removes every file here a day after its upload.
 */
export const quickStartImages = pgTable(
  "quick_start_images",
  {
    fileId: uuid("file_id").primaryKey(),
    /** Every stored file of the image (original and sizes), to delete them all. */
    fileNames: jsonb("file_names").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("quick_start_images_created_idx").on(t.createdAt)],
);

/**
 * Invitation cards (spec 3, Print): the card document as JSONB, validated on every write. The
 * print renderer reads a card without a session through its server access key, random per card.
 */
export const prints = pgTable(
  "prints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    document: jsonb("document").notNull(),
    serverAccessKey: text("server_access_key").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prints_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * Invitation card orders (spec 3, Order). Everything the price depends on is copied at order
 * time (the card's trim, the quoted shipment method), so a later card edit or carrier price
 * change never alters an order. `status` moves awaitingPayment → paid → sentToPrint.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    printId: uuid("print_id").notNull().references(() => prints.id),
    /** The card's names when ordered: the order item's title. */
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    envelopes: text("envelopes").notNull(),
    trim: text("trim").notNull(),
    /** A ShippingAddress (src/domain/orders/orderPayload.ts). */
    shippingAddress: jsonb("shipping_address").notNull(),
    /** The ShipmentMethod as quoted when the order was made. */
    shipmentMethod: jsonb("shipment_method").notNull(),
    /** The price lines (src/domain/orders/invitationPrice.ts); amounts here and below in öre, VAT included. */
    priceLines: jsonb("price_lines").notNull(),
    totalInclVat: integer("total_incl_vat").notNull(),
    totalVat: integer("total_vat").notNull(),
    shipmentPriceInclVat: integer("shipment_price_incl_vat").notNull(),
    /** One card per household (decision 105): the households' ids in print order; null for an order of identical cards. */
    householdIds: jsonb("household_ids").$type<string[]>(),
    status: text("status").$type<OrderStatus>().notNull().default("awaitingPayment"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("orders_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * Rate-limit counters, one fixed window per key (`scope:who`), shared by every app process so
 * a limit counts across all of them. Unlogged (migration 0011): a crash may reset counters,
 * which costs nothing, and no WAL is written on the request path.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
    /** The window before the current one, for sliding limits. */
    previousCount: integer("previous_count").notNull().default(0),
    previousResetsAt: timestamp("previous_resets_at", { withTimezone: true }),
  },
  (t) => [index("rate_limit_counters_resets_idx").on(t.resetsAt)],
);

/**
 * A site's guest list (issue 15; decision 062): its events, households with their guests, and
 * which events each household is invited to. Everything cascades from the site, so the guests'
 * personal data goes with it. A site without a guest list has no rows here.
 */
export const guestEvents = pgTable(
  "guest_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** Text per site language, like module titles. */
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** After startsAt; null: the end is not said (issue 34). */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    place: jsonb("place").$type<Record<string, string>>(),
    /** The address and its drawn map, in the Location module's shape; null: none given. */
    map: jsonb("map").$type<SiteMap>(),
    travelNote: jsonb("travel_note").$type<Record<string, string>>().notNull().default({}),
    dressCode: jsonb("dress_code").$type<Record<string, string>>().notNull().default({}),
    access: jsonb("access").$type<EventAccess>().notNull().default({ stepFree: false, parkingNearby: false, hearingLoop: false, quietRoom: false, note: {} }),
    /** Shown on the open page's schedule and calendar; otherwise only to households invited to it. */
    isPublic: boolean("is_public").notNull().default(false),
    position: integer("position").notNull(),
    /** Counts the owner's changes: a calendar file's SEQUENCE, so a guest's calendar takes the newer version. */
    revision: integer("revision").notNull().default(0),
    /** The last change by the owner: a calendar file's DTSTAMP and LAST-MODIFIED. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_events_site_idx").on(t.siteId, t.position)],
);

export const households = pgTable(
  "households",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mail: text("mail"),
    phone: text("phone"),
    /** The postal address as the owner wrote it (street, postcode and town on their lines): for sending cards. */
    address: text("address"),
    /** The address's country, ISO 3166-1 alpha-2 (SE, DK …); null: not given, read as the market's own (decision 105). */
    addressCountry: text("address_country"),
    /** When the household gave its address on its personal page or chose to skip it: the page asks only once (decision 105). */
    addressAskedAt: timestamp("address_asked_at", { withTimezone: true }),
    /** One of the site's languages when stored: the household's page and mail are in it. */
    language: text("language").notNull(),
    note: text("note").notNull().default(""),
    /** The owner's groups; an array, not a table: a tag is only a label (decision 062). */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** The personal link's random token, kept so the owner can copy the link again (decision 062). */
    linkToken: text("link_token").notNull(),
    linkFirstOpenedAt: timestamp("link_first_opened_at", { withTimezone: true }),
    /** Set from the stop link in a guest-list mail: no more reminders, update mails or re-sent invitations go to this household. */
    remindersStoppedAt: timestamp("reminders_stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("households_link_token_idx").on(t.linkToken), index("households_site_idx").on(t.siteId, t.name)],
);

export const householdGuests = pgTable(
  "household_guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    householdId: uuid("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    child: boolean("child").notNull().default(false),
    position: smallint("position").notNull(),
  },
  (t) => [index("household_guests_household_idx").on(t.householdId, t.position)],
);

export const householdInvitations = pgTable(
  "household_invitations",
  {
    householdId: uuid("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull().references(() => guestEvents.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.eventId] }), index("household_invitations_event_idx").on(t.eventId)],
);

/**
 * Someone not on the guest list asking to join it from the open RSVP (decision 103): pending
 * until the couple approves (a household is made and invited) or declines (kept, no mail).
 */
export const guestJoinRequests = pgTable(
  "guest_join_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mail: text("mail").notNull(),
    message: text("message").notNull().default(""),
    /** The language of the page the request was sent from. */
    language: text("language").notNull(),
    /** pending, approved or declined. */
    status: text("status").notNull().default("pending"),
    /** The household an approval made; null while pending, when declined, or once that household is deleted. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("guest_join_requests_site_idx").on(t.siteId, t.status, t.createdAt)],
);

/** A site's guest-list settings: the RSVP deadline, automatic reminders, and the texts of the mails to households. */
export const guestListSettings = pgTable("guest_list_settings", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** After it the personal links' RSVP is closed; null for no deadline. */
  rsvpDeadline: timestamp("rsvp_deadline", { withTimezone: true }),
  /** Days before the deadline an automatic reminder goes to households that have not answered; null for none. */
  reminderDaysBefore: smallint("reminder_days_before"),
  /** Days after its invitation an unopened personal link gets the invitation once more; null for never. */
  resendInvitationAfterDays: smallint("resend_invitation_after_days").default(3),
  /** Whether households coming to an event get a mail about it the evening before (decision 109); on unless the couple turns it off. */
  eveningBeforeMail: boolean("evening_before_mail").notNull().default(true),
  /** The owner's texts per mail kind and language; the mail feature owns their shape. */
  mailTexts: jsonb("mail_texts").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every answer a household sends through its personal link: the latest is its answer, the earlier ones its changes. */
export const householdReplies = pgTable(
  "household_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    householdId: uuid("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    reply: jsonb("reply").$type<HouseholdReply>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("household_replies_household_idx").on(t.householdId, t.createdAt), index("household_replies_site_idx").on(t.siteId)],
);

/**
 * Mails to households (save-the-date, invitation, reminder): one row per household, kind and
 * round, written before the mail is queued, so a retry, a second click or a second process never
 * mails a household twice for the same send.
 */
export const householdMails = pgTable(
  "household_mails",
  {
    householdId: uuid("household_id").notNull().references(() => households.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Which send: an id per owner's send, or the deadline for the automatic reminder. */
    round: text("round").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The mail server's answer when it took the mail (its 250 line): delivered to the server. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    smtpAnswer: text("smtp_answer"),
    /** The mail server refused the address for good (a 5xx answer); the answer is in smtp_answer. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.kind, t.round] }), index("household_mails_site_idx").on(t.siteId, t.kind)],
);

/**
 * The couple's own mails to households after the invitations (decision 104): a text per site
 * language, who gets it, and when. Its mails are household_mails of kind `update`, round = id.
 */
export const updateMails = pgTable(
  "update_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** Subject and body per language code. */
    texts: jsonb("texts").$type<Record<string, { subject: string; body: string }>>().notNull(),
    /** The recipients' filter as the owner chose it. */
    recipients: jsonb("recipients").$type<Record<string, unknown>>().notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** When its mails were recorded and queued; null while it waits for sendAt. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("update_mails_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * The couple's short notices to the guests during the weekend (decision 108): for everyone, or
 * for the guests of one event; shown on the guest pages until expiresAt, mailed at most once.
 */
export const siteNotices = pgTable(
  "site_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    /** Null: for everyone. A deleted event takes its notices with it. */
    eventId: uuid("event_id").references(() => guestEvents.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** When its mails were queued (through an update mail of the same id); null: not mailed. */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [index("site_notices_site_idx").on(t.siteId, t.expiresAt)],
);

/**
 * What each guest-list send queued, per site: a count and a time, no household. It outlives the
 * households (deleting the list keeps it), so the per-day and per-site bounds on guest-list mail
 * (decision 071) count everything a site has sent.
 */
export const guestMailSends = pgTable(
  "guest_mail_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    mails: integer("mails").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("guest_mail_sends_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * A seating plan (issue 35): one per guest-list event, its rules and whether the open page may
 * search its names. `revision` grows with every change, so a second tab's stale move is refused.
 */
export const seatingPlans = pgTable(
  "seating_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id").notNull().references(() => sites.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull().references(() => guestEvents.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull().default(0),
    rules: jsonb("rules").$type<SeatingRules>().notNull(),
    openSearch: boolean("open_search").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("seating_plans_event_idx").on(t.eventId), index("seating_plans_site_idx").on(t.siteId)],
);

/** A table on the plan's room drawing: its shape, seats, centre and turn. */
export const seatingTables = pgTable(
  "seating_tables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id").notNull().references(() => seatingPlans.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** round, long or head. */
    shape: text("shape").notNull(),
    seats: smallint("seats").notNull(),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    rotation: smallint("rotation").notNull().default(0),
    nearExit: boolean("near_exit").notNull().default(false),
    nearSpeakers: boolean("near_speakers").notNull().default(false),
    position: integer("position").notNull(),
  },
  (t) => [index("seating_tables_plan_idx").on(t.planId, t.position)],
);

/**
 * A guest on a plan: their seat (both null while unplaced) and the couple's marks for the rules.
 * A guest without a row is unplaced and unmarked. Deleting a table leaves its guests unplaced.
 */
export const seatingGuests = pgTable(
  "seating_guests",
  {
    planId: uuid("plan_id").notNull().references(() => seatingPlans.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").notNull().references(() => householdGuests.id, { onDelete: "cascade" }),
    tableId: uuid("table_id").references(() => seatingTables.id, { onDelete: "set null" }),
    seat: smallint("seat"),
    locked: boolean("locked").notNull().default(false),
    /** dam or herre: the table partner's part, marked by the couple; null: not marked. */
    role: text("role"),
    /** exit or speakers; null: no need marked. */
    need: text("need"),
    family: boolean("family").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.planId, t.guestId] }), uniqueIndex("seating_guests_seat_idx").on(t.tableId, t.seat), index("seating_guests_guest_idx").on(t.guestId)],
);

/** What changed a plan without the couple (a guest said no, a table went with guests on it), until they dismiss it. */
export const seatingNotices = pgTable(
  "seating_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    planId: uuid("plan_id").notNull().references(() => seatingPlans.id, { onDelete: "cascade" }),
    /** declined or tableDeleted. */
    kind: text("kind").notNull(),
    guestName: text("guest_name").notNull(),
    tableName: text("table_name"),
    createdAt: createdAt(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [index("seating_notices_plan_idx").on(t.planId, t.createdAt)],
);

/** The couple's settings for the guests' photos (decision 116); a site without a row has the defaults. */
export const guestPhotoSettings = pgTable("guest_photo_settings", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** showAtOnce or approveFirst. */
  moderation: text("moderation").notNull().default("approveFirst"),
  /** all or own. */
  visibility: text("visibility").notNull().default("all"),
  slideshowCaptions: boolean("slideshow_captions").notNull().default(true),
  videoMaxMb: smallint("video_max_mb").notNull().default(50),
  uploadsOpen: boolean("uploads_open").notNull().default(true),
  /** The slideshow's secret: `/bildspel#nyckel=…` on the site's address. */
  slideshowKey: text("slideshow_key").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A guest's photo or video, stored without its location and camera metadata under
 * `guest-photos/{siteId}/` (never the site's own image folder, so only the photo route serves it).
 */
export const guestPhotos = pgTable(
  "guest_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** image or video. */
    kind: text("kind").notNull(),
    /** pending, approved or hidden. */
    state: text("state").notNull(),
    /** The random id of its files (`{fileId}.jpg`, `{fileId}-800.webp`, `{fileId}.mp4`). */
    fileId: uuid("file_id").notNull(),
    /** The WebP widths stored (an image), ascending. */
    sizes: jsonb("sizes").$type<number[]>().notNull().default([]),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Every stored file of it together, counted against the site's quota. */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    originalName: text("original_name").notNull(),
    guestName: text("guest_name"),
    caption: text("caption"),
    /** The personal link it came through. */
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    /** SHA-256 of the uploading browser's key: that browser may delete it. */
    uploaderHash: text("uploader_hash").notNull(),
    inGallery: boolean("in_gallery").notNull().default(false),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_photos_site_idx").on(t.siteId, t.createdAt), index("guest_photos_approved_idx").on(t.siteId, t.approvedAt), uniqueIndex("guest_photos_file_idx").on(t.fileId)],
);

/** A resumable upload under way: its parts arrive one by one and are joined when it is finished. */
export const guestPhotoUploads = pgTable(
  "guest_photo_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    uploaderHash: text("uploader_hash").notNull(),
    householdId: uuid("household_id").references(() => households.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    guestName: text("guest_name"),
    caption: text("caption"),
    /** The photo it became, once finished: a repeated finish answers with it. */
    photoId: uuid("photo_id").references(() => guestPhotos.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("guest_photo_uploads_site_idx").on(t.siteId, t.createdAt), index("guest_photo_uploads_uploader_idx").on(t.uploaderHash)],
);

export const guestPhotoUploadParts = pgTable(
  "guest_photo_upload_parts",
  {
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => guestPhotoUploads.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.index] })],
);

/**
 * Files of guests' photos whose rows are gone (deleted by the couple or the guest, or with the
 * site): a trigger on guest_photos writes them here and a sweep removes them from Storage, so
 * however a row goes (a site's cascade included) its files follow.
 */
export const guestPhotoRemovals = pgTable("guest_photo_removals", {
  id: uuid("id").primaryKey().defaultRandom(),
  siteId: uuid("site_id").notNull(),
  fileId: uuid("file_id").notNull(),
  sizes: jsonb("sizes").$type<number[]>().notNull(),
  createdAt: createdAt(),
});
