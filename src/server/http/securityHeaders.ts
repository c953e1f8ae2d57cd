import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { boundedMap } from "../boundedMap";
import { PERSONAL_LINK_PREFIX } from "../../domain/guestList/personalLink";
import { resolveHost } from "../../domain/hostMode";
import { OUTBOX_STYLE } from "../features/devOutbox/routes";
import { PRINT_PAGE_PREFIX } from "../features/prints/printPage";
import { colorPickerStyle } from "./colorPickerStyle";
import { PAGE_STYLE, PASSWORD_SCRIPT } from "../features/publicSite/page";

/**
 * The headers every answer carries: no MIME sniffing, a referrer policy (none at all on the
 * password-reset page, the print page and a personal link's page, whose addresses hold a token), and a Content-Security-Policy: guest
 * pages load only from their own origin, so guests' browsers ask no third party.
 */

type Sources = Record<string, string[]>;

const hash = (inline: string) => `'sha256-${createHash("sha256").update(inline).digest("base64")}'`;

/** The click-to-play video player, loaded only when the guest presses play (decision 012). */
const VIDEO_PLAYER = "https://www.youtube-nocookie.com";

/**
 * Card payments in the owner's app: Stripe.js and its card frames come from js.stripe.com
 * (PCI: never self-hosted) and talk to api.stripe.com; 3-D Secure opens frames on
 * *.js.stripe.com and hooks.stripe.com (Stripe's CSP guide).
 */
const PAYMENT: Sources = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

const COMMON: Sources = {
  "default-src": ["'self'"],
  "img-src": ["'self'", "data:"], // data: for the favicon and the themes' CSS ornaments
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "style-src-attr": ["'unsafe-inline'"], // React's style attributes (design colours)
  "frame-src": [VIDEO_PLAYER],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

const GUEST: Sources = { ...COMMON, "script-src": ["'self'", hash(PASSWORD_SCRIPT)], "style-src": ["'self'", hash(PAGE_STYLE)] };
const OWNER: Sources = { ...COMMON, "script-src": ["'self'"], "style-src": ["'self'", hash(OUTBOX_STYLE), hash(colorPickerStyle())] };

/** Vite's dev server injects an inline React Refresh preamble and CSS as <style>, and talks HMR over a WebSocket. */
const VITE_DEV: Sources = { "script-src": ["'unsafe-inline'"], "style-src": ["'unsafe-inline'"], "connect-src": ["ws:"] };

/** JSON, images and files: nothing may run or load if one is opened as a page. */
const NOT_A_PAGE = "default-src 'none'; frame-ancestors 'none'";

/** The guest page's service worker (its script's policy is the worker's own): it fetches from its own origin only. */
const SERVICE_WORKER = "default-src 'self'; frame-ancestors 'none'";

function policy(...parts: Sources[]): string {
  const merged: Sources = {};
  for (const part of parts) for (const [directive, sources] of Object.entries(part)) merged[directive] = [...(merged[directive] ?? []), ...sources];
  return Object.entries(merged)
    .filter(([, sources]) => sources.length > 0)
    // Browsers ignore 'unsafe-inline' next to a hash, so a loosened directive drops its hashes.
    .map(([directive, sources]) => [directive, sources.includes("'unsafe-inline'") ? sources.filter((source) => !source.startsWith("'sha256-")) : sources] as const)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/** The hash of the one inline style a guest page carries (publicSite/firstPaint.ts), per answer. */
const pageStyles = new WeakMap<FastifyReply, string>();

/** Allows this answer's page its inline style, by hash, as the policy allows the password page's. */
export function allowInlineStyle(reply: FastifyReply, hash: string): void {
  pageStyles.set(reply, hash);
}

/**
 * Pages whose address holds a token: the password reset, the print page (the card's key) and a
 * household's personal link (on a site's host, maybe after a language).
 */
const TOKEN_PAGE = new RegExp(`^/(?:aterstall-losenord/|${PRINT_PAGE_PREFIX.slice(1)}|(?:[a-z]{2,3}(?:-[A-Za-z]{2,4})?/)?${PERSONAL_LINK_PREFIX.slice(1)})[^/?#]+`);

export function installSecurityHeaders(app: FastifyInstance, options: { editHosts: string[]; viteDev: boolean }): void {
  const extra = options.viteDev ? [VITE_DEV] : [];
  const guestPolicy = policy(GUEST, ...extra);
  const ownerPolicy = policy(OWNER, PAYMENT, ...extra);
  // One per inline style there is (a site's font pair), built once.
  const styledGuestPolicies = boundedMap<string>(1000);
  const styledGuestPolicy = (hash: string) => {
    let styled = styledGuestPolicies.get(hash);
    if (styled === undefined) styledGuestPolicies.set(hash, (styled = policy(GUEST, { "style-src": [hash] }, ...extra)));
    return styled;
  };
  const pagePolicy = (request: FastifyRequest, reply: FastifyReply) => {
    const domainHost = (request.query as { domainHost?: string } | undefined)?.domainHost;
    if (resolveHost(request.headers.host, options.editHosts, domainHost).mode !== "PUBLIC") return ownerPolicy;
    const style = pageStyles.get(reply);
    return style ? styledGuestPolicy(style) : guestPolicy;
  };
  app.addHook("onSend", async (request, reply) => {
    const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", TOKEN_PAGE.test(request.url) ? "no-referrer" : "strict-origin-when-cross-origin");
    const isWorker = request.url === "/sw.js" && String(reply.getHeader("content-type") ?? "").startsWith("text/javascript");
    reply.header("content-security-policy", isPage ? pagePolicy(request, reply) : isWorker ? SERVICE_WORKER : NOT_A_PAGE);
  });
}
