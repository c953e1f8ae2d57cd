// The server's shared core: what every feature may use of sessions, site access and mail.
// Features import only this file (ESLint's no-restricted-imports holds them to it), so
// what lies behind it (co-owners' roles, more kinds of mail) can change without touching them.

// Auth: who is calling. The session of a request, the guard of logged-in routes, and the
// rate-limit key per account most owner routes count by.
export { byAccount, currentSession, requireSession } from "./auth/session";
// Logging in and out (accounts), and the cookie settings the known-device cookie shares.
export { cookieOptions, endSession, startSession } from "./auth/session";
// The account lookups and changes that registration, password reset, imports and quick start
// make; sessions ended when a password changes.
export { deleteSessionsOfAccount, findAccount, findAccountByMail, findSiteIdOfAccount, insertAccountWithSite, updatePassword } from "./auth/repository";
export type { AccountRow } from "./auth/repository";

// Site access: the one place that says who may do what with a site (roles: src/domain/siteRoles.ts).
// The owner's routes on /api/sites/{siteId}/… and on a site's cards and orders.
export { requireOwnSite, requireOwnSiteRow, requireSiteAccess, roleOnSite } from "./sites/ownership";
export type { SiteAccess } from "./sites/ownership";
// Guest calls on a site: published, or the owner; a protected site's password cookie.
export { requireGuestAccess, requireGuestAccessToAnswer } from "./sites/guestAccess";
export { grantSiteAccess, hasSiteAccess } from "./sites/passwordAccess";
// Billed provider calls (maps, video posters): free for what the page shows, counted for the owner.
export { ownerPreviews } from "./sites/ownerPreviews";
export type { BeforeProviderCall } from "./sites/ownerPreviews";
// The site reads features share: by id, by host, with its owner's address, its document and domains.
export { findAnsweredSite, findSite, findSiteByHost, listCustomDomains, loadDocument } from "./sites/repository";
export type { AnsweredSite, SiteRow, SiteSummary } from "./sites/repository";

// Mail: every mail is queued (in the transaction of the data it reports) and delivered once per key.
export { MAIL_QUEUE, prepareMail, queueMail } from "./mail/queue";
export type { QueuedMail } from "./mail/queue";
// The worker of the mail queue (registered with the features), and the Message-ID and log the
// guest list's own mail job shares with it.
export { mailWork, messageIdOf } from "./mail/delivery";
export type { MailLog } from "./mail/delivery";
// The ledger of things done once: mails, receipts, print handovers and payment notifications.
export { alreadyDelivered, recordDelivery } from "./mail/ledger";
