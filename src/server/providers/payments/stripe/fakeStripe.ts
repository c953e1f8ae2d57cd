import http from "node:http";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { closeServer, listenOnLoopback, readBoundedBody } from "../../loopbackServer";
import { parseFormBody, type FormValue } from "./formBody";

/**
 * A Stripe-compatible PaymentIntents API on 127.0.0.1 (a random port), so the real adapter
 * and the official SDK run unchanged in sandbox mode and in tests: intents in memory,
 * idempotency keys honoured, Stripe-shaped JSON and errors, and a signed webhook event after
 * each confirm; refunds of succeeded intents. It starts on first use and holds at most
 * MAX_KEPT intents, refunds and saved answers.
 */

export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http";
}

/** Hands a signed event to the app: an HTTP POST in `npm start`, a capture in tests. */
export type DeliverWebhook = (payload: string, signature: string) => Promise<void>;

export interface FakeStripe {
  endpoint(): Promise<StripeEndpoint>;
  /** The refunds made of an intent, oldest first. */
  refundsOf(paymentIntentId: string): FakeRefund[];
  /** Resolves once every webhook delivery started so far has ended. */
  deliveriesDone(): Promise<void>;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
  deliver: DeliverWebhook;
  onDeliveryError?: (error: unknown) => void;
}

const MAX_KEPT = 10_000;
const MAX_BODY_BYTES = 64 * 1024;
const API_VERSION = "2026-10-28.endive";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  created: number;
  description: string | null;
  livemode: false;
  metadata: Record<string, FormValue>;
  payment_method: string | null;
  payment_method_types: FormValue;
  last_payment_error: (CardFailure & { type: "card_error"; payment_method: { id: string; object: "payment_method" } }) | null;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  created: number;
  metadata: Record<string, FormValue>;
};

interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

/** Stripe's test PaymentMethods (stripe.com/testing) and what confirming with each does. */
const TEST_PAYMENT_METHODS: Record<string, CardFailure | null> = {
  pm_card_visa: null,
  pm_card_mastercard: null,
  pm_card_chargeDeclined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  pm_card_chargeDeclinedInsufficientFunds: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." },
  pm_card_chargeDeclinedExpiredCard: { code: "expired_card", message: "Your card has expired." },
  pm_card_chargeDeclinedIncorrectCvc: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  pm_card_chargeDeclinedProcessingError: { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." },
};

const CONFIRMABLE = new Set(["requires_payment_method", "requires_confirmation"]);

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

type Answer = { status: number; body: unknown };

const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({ status, body: { error: { type, message, ...extra } } });
const missing = (what: string, id: string) => error(404, "invalid_request_error", `No such ${what}: '${id}'`, { code: "resource_missing", param: "id" });

/** Keeps at most MAX_KEPT entries, dropping the oldest. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}

export function fakeStripe(options: FakeStripeOptions): FakeStripe {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, FakeRefund>();
  const savedAnswers = new Map<string, Answer>();
  const deliveries = new Set<Promise<void>>();
  const signer = new Stripe(options.secretKey);
  let listening: Promise<{ server: http.Server; endpoint: StripeEndpoint }> | undefined;

  function sendEvent(type: string, intent: Intent): void {
    const event = { id: randomId("evt"), object: "event", api_version: API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, type, data: { object: structuredClone(intent) } };
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const delivery = options
      .deliver(payload, signature)
      .catch((failure: unknown) => options.onDeliveryError?.(failure))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  function create(params: Record<string, FormValue>): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return error(400, "invalid_request_error", "Invalid integer: amount", { param: "amount" });
    const currency = params.currency;
    if (typeof currency !== "string" || !/^[a-z]{3}$/.test(currency)) return error(400, "invalid_request_error", "Invalid currency", { param: "currency" });
    const id = randomId("pi");
    const intent: Intent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      description: typeof params.description === "string" ? params.description : null,
      livemode: false,
      metadata: typeof params.metadata === "object" && !Array.isArray(params.metadata) ? params.metadata : {},
      payment_method: null,
      payment_method_types: params.allowed_payment_method_types ?? params.payment_method_types ?? ["card"],
      last_payment_error: null,
    };
    remember(intents, id, intent);
    return { status: 200, body: intent };
  }

  function confirm(intent: Intent, params: Record<string, FormValue>): Answer {
    if (!CONFIRMABLE.has(intent.status)) {
      return error(400, "invalid_request_error", `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`, { code: "payment_intent_unexpected_state", payment_intent: intent });
    }
    const method = params.payment_method;
    if (typeof method !== "string" || !(method in TEST_PAYMENT_METHODS)) {
      return error(400, "invalid_request_error", `No such PaymentMethod: '${String(method)}'`, { code: "resource_missing", param: "payment_method" });
    }
    const failure = TEST_PAYMENT_METHODS[method];
    intent.payment_method = method;
    if (!failure) {
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, last_payment_error: null });
      sendEvent("payment_intent.succeeded", intent);
      return { status: 200, body: intent };
    }
    Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_payment_error: { type: "card_error", ...failure, payment_method: { id: method, object: "payment_method" } } });
    sendEvent("payment_intent.payment_failed", intent);
    return error(402, "card_error", failure.message, { ...failure, payment_intent: intent });
  }

  /** Only a succeeded intent has a charge to refund, and never more than it received. */
  function refund(params: Record<string, FormValue>): Answer {
    const intentId = params.payment_intent;
    const intent = typeof intentId === "string" ? intents.get(intentId) : undefined;
    if (!intent) return missing("payment_intent", String(intentId));
    if (intent.status !== "succeeded") return error(400, "invalid_request_error", `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: "payment_intent" });
    const refunded = [...refunds.values()].filter((one) => one.payment_intent === intent.id).reduce((sum, one) => sum + one.amount, 0);
    const amount = params.amount === undefined ? intent.amount_received - refunded : Number(params.amount);
    if (refunded >= intent.amount_received) return error(400, "invalid_request_error", `Charge for ${intent.id} has already been refunded.`, { code: "charge_already_refunded" });
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received - refunded) return error(400, "invalid_request_error", "Refund amount is greater than the unrefunded amount.", { code: "amount_too_large", param: "amount" });
    const made: FakeRefund = { id: randomId("re"), object: "refund", amount, currency: intent.currency, payment_intent: intent.id, status: "succeeded", created: Math.floor(Date.now() / 1000), metadata: {} };
    remember(refunds, made.id, made);
    return { status: 200, body: made };
  }

  function route(method: string, path: string, params: Record<string, FormValue>): Answer {
    if (method === "POST" && path === "/v1/payment_intents") return create(params);
    if (method === "POST" && path === "/v1/refunds") return refund(params);
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (match && !intent) return missing("payment_intent", match[1]!);
    if (intent && method === "GET" && !match![2]) return { status: 200, body: intent };
    if (intent && method === "POST" && match![2]) return confirm(intent, params);
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const body = await readBoundedBody(request, MAX_BODY_BYTES);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    let answer: Answer;
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      answer = error(401, "invalid_request_error", "Invalid API Key provided.");
    } else if (body === undefined) {
      answer = error(400, "invalid_request_error", "Request body too large.");
    } else {
      // A POST with a key answers as its first time did, without doing anything again.
      const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
      const savedKey = typeof key === "string" ? `${url.pathname} ${key}` : undefined;
      const saved = savedKey ? savedAnswers.get(savedKey) : undefined;
      answer = saved ?? route(method, url.pathname, parseFormBody(method === "GET" ? url.search.slice(1) : body));
      if (savedKey && !saved) remember(savedAnswers, savedKey, structuredClone(answer));
    }
    response.writeHead(answer.status, { "content-type": "application/json", "request-id": randomId("req"), "stripe-version": API_VERSION });
    response.end(JSON.stringify(answer.body));
  }

  function start() {
    listening ??= (async () => {
      const server = http.createServer((request, response) => {
        handle(request, response).catch(() => {
          if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: { type: "api_error", message: "Fake Stripe failed" } }));
        });
      });
      const port = await listenOnLoopback(server);
      return { server, endpoint: { host: "127.0.0.1", port, protocol: "http" as const } };
    })();
    return listening;
  }

  return {
    endpoint: async () => (await start()).endpoint,
    refundsOf: (paymentIntentId) => [...refunds.values()].filter((one) => one.payment_intent === paymentIntentId).map((one) => structuredClone(one)),
    deliveriesDone: async () => {
      while (deliveries.size) await Promise.all([...deliveries]);
    },
    async close() {
      if (!listening) return;
      await closeServer((await listening).server);
      listening = undefined;
    },
  };
}
