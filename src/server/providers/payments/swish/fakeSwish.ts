import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { closeServer, listenOnLoopback, readBoundedBody } from "../../loopbackServer";
import type { SwishPayerAnswer, SwishRequestStatus } from "../swishPayments";

/** A callback as Swish sends it: the payment request as JSON, the `callbackIdentifier` echoed as a header. */
export interface SwishCallback {
  url: string;
  body: FakePaymentRequest;
  callbackIdentifier?: string;
}

/** Sends a callback; a rejection is retried later, as Swish retries until it gets a 200. */
export type CallbackDelivery = (callback: SwishCallback) => Promise<void>;

export interface FakeSwishOptions {
  deliver: CallbackDelivery;
  /** Serve HTTPS that demands a client certificate signed by `ca`; plain HTTP without it. */
  tls?: { key: string | Buffer; cert: string | Buffer; ca: string | Buffer };
  /** When a request nobody answers ends as ERROR TM01 (Swish: about three minutes). */
  payerTimeoutMs?: number;
  /** How long after the create an error code given as `message` comes back (the simulator: about five seconds). */
  simulatedOutcomeDelayMs?: number;
  /** Waits between callback attempts that failed. */
  callbackRetryDelaysMs?: number[];
}

export interface FakePaymentRequest {
  id: string;
  payeePaymentReference: string | null;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: number;
  currency: string;
  message: string | null;
  status: SwishRequestStatus;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** A refund as the fake keeps it (Swish's refund object, amount in kronor). */
export interface FakeRefund {
  id: string;
  originalPaymentReference: string;
  payerPaymentReference: string | null;
  callbackUrl: string;
  payerAlias: string;
  amount: number;
  currency: string;
  message: string | null;
  status: "PAID";
  dateCreated: string;
  datePaid: string;
}

export interface FakeSwish {
  /** The API root, ending in `/swish-cpcapi/`. */
  baseUrl: string;
  /** The payer's answer in the app; false unless the request is still waiting for one. The callback follows. */
  answerAsPayer(id: string, answer: SwishPayerAnswer): boolean;
  paymentRequest(id: string): FakePaymentRequest | undefined;
  /** The refunds of a paid request, named by its `paymentReference`. */
  refundsOf(paymentReference: string): FakeRefund[];
  close(): Promise<void>;
}

/** Codes the simulator answers synchronously with a 422 when given as `message`. */
const VALIDATION_CODES = new Set(["FF08", "RP03", "BE18", "RP01", "PA02", "AM02", "AM03", "AM06", "RP02", "RP04", "RP06", "ACMT03", "ACMT01", "ACMT07", "VR01", "VR02", "VL02", "RP09"]);
/** Codes the simulator ends a request with (status ERROR) when given as `message`. */
const OUTCOME_CODES = new Set(["RF07", "FF10", "TM01", "DS24", "BANKIDCL", "BANKIDONGOING", "BANKIDUNKN"]);
const ID = /^[0-9A-F]{32}$/;
const MESSAGE = /^[a-zA-Z0-9åäöÅÄÖéÉüÜ :;.,?!()"-]{0,50}$/;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Requests kept in memory at most; the oldest are forgotten first. */
const MAX_REQUESTS = 1000;
const MAX_BODY_BYTES = 16 * 1024;
const PATH = /^\/swish-cpcapi\/api\/(v1|v2)\/(paymentrequests|refunds)\/([^/?]+)$/;

/**
 * A loopback stand-in for the Swish Commerce API, shaped like Swish's simulator (MSS):
 * the same paths, format validation with Swish's error codes, outcomes simulated by an
 * error code given as `message`, and callbacks to the request's callbackUrl. It adds what
 * the simulator lacks: a payer who answers (the sandbox's Swish app). Refunds are paid at
 * once, with their callback, after Swish's checks (RF02, RF03, RF08).
 */
export async function startFakeSwish(options: FakeSwishOptions): Promise<FakeSwish> {
  const requests = new Map<string, { request: FakePaymentRequest; callbackIdentifier?: string; timers: NodeJS.Timeout[] }>();
  const refunds = new Map<string, FakeRefund>();
  const pending = new Set<NodeJS.Timeout>();
  const retryDelays = options.callbackRetryDelaysMs ?? [5000, 10_000, 20_000, 40_000, 60_000];

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      run();
    }, ms);
    timer.unref();
    pending.add(timer);
    return timer;
  };

  const sendCallback = (id: string, attempt = 0) => {
    const entry = requests.get(id);
    if (!entry) return;
    options
      .deliver({ url: entry.request.callbackUrl, body: { ...entry.request }, callbackIdentifier: entry.callbackIdentifier })
      .catch(() => {
        const delay = retryDelays[attempt];
        if (delay !== undefined) later(delay, () => sendCallback(id, attempt + 1));
      });
  };

  const sendRefundCallback = (refund: FakeRefund, callbackIdentifier: string | undefined, attempt = 0) => {
    // A refund's callback carries the refund object; the app reads only its id.
    const body = { ...refund } as unknown as FakePaymentRequest;
    options.deliver({ url: refund.callbackUrl, body, callbackIdentifier }).catch(() => {
      const delay = retryDelays[attempt];
      if (delay !== undefined) later(delay, () => sendRefundCallback(refund, callbackIdentifier, attempt + 1));
    });
  };

  const refund = (id: string, body: Record<string, unknown>): { status: number; json?: unknown } => {
    const code = refundValidationCode(id, body, requests, refunds);
    if (code) return { status: 422, json: [{ errorCode: code, errorMessage: `Simulated ${code}`, additionalInformation: null }] };
    const now = new Date().toISOString();
    const made: FakeRefund = {
      id,
      originalPaymentReference: body.originalPaymentReference as string,
      payerPaymentReference: (body.payerPaymentReference as string | undefined) ?? null,
      callbackUrl: body.callbackUrl as string,
      payerAlias: body.payerAlias as string,
      amount: Number(body.amount),
      currency: "SEK",
      message: (body.message as string | undefined) ?? null,
      status: "PAID",
      dateCreated: now,
      datePaid: now,
    };
    refunds.set(id, made);
    if (refunds.size > MAX_REQUESTS) refunds.delete(refunds.keys().next().value!);
    sendRefundCallback(made, body.callbackIdentifier as string | undefined);
    return { status: 201 };
  };

  const finish = (id: string, answer: SwishPayerAnswer): boolean => {
    const entry = requests.get(id);
    if (!entry || entry.request.status !== "CREATED") return false;
    entry.timers.forEach((timer) => clearTimeout(timer));
    const paid = answer.status === "PAID";
    const errorCode = answer.status === "ERROR" ? (answer.errorCode ?? "FF10") : null;
    Object.assign(entry.request, {
      status: answer.status,
      datePaid: paid ? new Date().toISOString() : null,
      paymentReference: paid ? randomBytes(16).toString("hex").toUpperCase() : null,
      errorCode,
      errorMessage: errorCode ? `Simulated ${errorCode}` : null,
    });
    sendCallback(id);
    return true;
  };

  const create = (id: string, body: Record<string, unknown>, baseUrl: string): { status: number; headers?: Record<string, string>; json?: unknown } => {
    const code = validationCode(id, body, requests);
    if (code) return { status: 422, json: [{ errorCode: code, errorMessage: `Simulated ${code}`, additionalInformation: null }] };
    const callbackIdentifier = body.callbackIdentifier as string | undefined;
    if (callbackIdentifier !== undefined && !/^[0-9a-zA-Z-]{32,36}$/.test(callbackIdentifier)) return { status: 400 };
    const message = (body.message as string | undefined) ?? null;
    const request: FakePaymentRequest = {
      id,
      payeePaymentReference: (body.payeePaymentReference as string | undefined) ?? null,
      paymentReference: null,
      callbackUrl: body.callbackUrl as string,
      payerAlias: (body.payerAlias as string | undefined) ?? null,
      payeeAlias: body.payeeAlias as string,
      amount: Number(body.amount),
      currency: "SEK",
      message,
      status: "CREATED",
      dateCreated: new Date().toISOString(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
    };
    const timers = [later(options.payerTimeoutMs ?? 180_000, () => finish(id, { status: "ERROR", errorCode: "TM01" }))];
    if (message && OUTCOME_CODES.has(message)) timers.push(later(options.simulatedOutcomeDelayMs ?? 5000, () => finish(id, { status: "ERROR", errorCode: message })));
    requests.set(id, { request, callbackIdentifier, timers });
    if (requests.size > MAX_REQUESTS) forget(requests.keys().next().value!);
    const headers: Record<string, string> = { location: new URL(`api/v1/paymentrequests/${id}`, baseUrl).href };
    if (!request.payerAlias) headers.paymentrequesttoken = randomBytes(16).toString("hex");
    return { status: 201, headers };
  };

  const cancel = (id: string, type: string | undefined, text: string): { status: number; json?: unknown } => {
    const entry = requests.get(id);
    if (!entry) return { status: 404 };
    if (type !== "application/json-patch+json") return { status: 415 };
    if (text.replace(/\s/g, "") !== '[{"op":"replace","path":"/status","value":"cancelled"}]') return { status: 400 };
    if (entry.request.status !== "CREATED") return { status: 422, json: [{ errorCode: "RP07", errorMessage: "Transaction status is not CREATED", additionalInformation: null }] };
    entry.timers.forEach((timer) => clearTimeout(timer));
    entry.request.status = "CANCELLED";
    return { status: 200, json: entry.request };
  };

  const forget = (id: string) => {
    requests.get(id)?.timers.forEach((timer) => clearTimeout(timer));
    requests.delete(id);
  };

  const handler = (baseUrl: () => string) => async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answer = (status: number, json?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...(json === undefined ? {} : { "content-type": "application/json" }) });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    const match = PATH.exec(req.url ?? "");
    const version = match?.[1];
    const kind = match?.[2];
    const id = match?.[3] ?? "";
    const text = await readBoundedBody(req, MAX_BODY_BYTES);
    if (text === undefined) return answer(413);
    const type = req.headers["content-type"]?.split(";")[0]?.trim();
    if (kind === "refunds") {
      if (req.method === "GET" && version === "v1") {
        const found = refunds.get(id);
        return found ? answer(200, found) : answer(404);
      }
      if (req.method !== "PUT" || version !== "v2") return answer(404);
      if (!ID.test(id)) return answer(400);
      if (type !== "application/json") return answer(415);
      const body = parseObject(text);
      if (!body) return answer(400);
      const made = refund(id, body);
      return answer(made.status, made.json);
    }
    if (req.method === "PUT" && version === "v2") {
      if (!ID.test(id)) return answer(400);
      if (type !== "application/json") return answer(415);
      const body = parseObject(text);
      if (!body) return answer(400);
      const created = create(id, body, baseUrl());
      return answer(created.status, created.json, created.headers);
    }
    if (req.method === "GET" && version === "v1") {
      const entry = requests.get(id);
      return entry ? answer(200, entry.request) : answer(404);
    }
    if (req.method === "PATCH" && version === "v1") {
      const cancelled = cancel(id, type, text);
      return answer(cancelled.status, cancelled.json);
    }
    return answer(404);
  };

  let base = "";
  const listener = handler(() => base);
  const server = options.tls
    ? https.createServer({ ...options.tls, requestCert: true, rejectUnauthorized: true }, (req, res) => void listener(req, res))
    : http.createServer((req, res) => void listener(req, res));
  base = `${options.tls ? "https" : "http"}://127.0.0.1:${await listenOnLoopback(server)}/swish-cpcapi/`;

  return {
    baseUrl: base,
    answerAsPayer: (id, answer) => finish(id, answer),
    paymentRequest: (id) => requests.get(id)?.request,
    refundsOf: (paymentReference) => [...refunds.values()].filter((one) => one.originalPaymentReference === paymentReference).map((one) => ({ ...one })),
    async close() {
      pending.forEach((timer) => clearTimeout(timer));
      await closeServer(server);
    },
  };
}

/** The simulator's checks, in its order; the first failing one names the 422's error code. */
function validationCode(id: string, body: Record<string, unknown>, requests: Map<string, { request: FakePaymentRequest }>): string | undefined {
  const { payeeAlias, amount, currency, callbackUrl, payerAlias, payeePaymentReference, message } = body;
  if (requests.has(id)) return "RP09";
  if (payeeAlias === undefined) return "RP01";
  if (typeof payeeAlias !== "string" || !/^123\d{7}$/.test(payeeAlias)) return "VL02";
  if (typeof amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(amount)) return "PA02";
  if (Number(amount) > 999_999_999_999.99) return "AM02";
  if (Number(amount) < 1) return "AM06";
  if (currency !== "SEK") return "AM03";
  if (!isCallbackUrl(callbackUrl)) return "RP03";
  if (payerAlias !== undefined && (typeof payerAlias !== "string" || !/^\d{8,15}$/.test(payerAlias))) return "BE18";
  if (payeePaymentReference !== undefined && (typeof payeePaymentReference !== "string" || !/^[a-zA-Z0-9-]{1,35}$/.test(payeePaymentReference))) return "FF08";
  if (message !== undefined && (typeof message !== "string" || !MESSAGE.test(message))) return "RP02";
  if (typeof message === "string" && VALIDATION_CODES.has(message)) return message;
  if (payerAlias && [...requests.values()].some(({ request }) => request.payerAlias === payerAlias && request.status === "CREATED")) return "RP06";
  return undefined;
}

/** A refund's checks: a used id (RP09), the original PAID payment (RF02), the merchant paying (RF03), not more than is left (RF08). */
function refundValidationCode(id: string, body: Record<string, unknown>, requests: Map<string, { request: FakePaymentRequest }>, refunds: Map<string, FakeRefund>): string | undefined {
  const { originalPaymentReference, payerAlias, amount, currency, callbackUrl, message } = body;
  if (refunds.has(id)) return "RP09";
  const original = [...requests.values()].map(({ request }) => request).find((request) => request.status === "PAID" && request.paymentReference === originalPaymentReference);
  if (!original) return "RF02";
  if (payerAlias !== original.payeeAlias) return "RF03";
  if (typeof amount !== "string" || !/^\d+(\.\d{1,2})?$/.test(amount)) return "PA02";
  if (currency !== "SEK") return "AM03";
  if (!isCallbackUrl(callbackUrl)) return "RP03";
  if (message !== undefined && (typeof message !== "string" || !MESSAGE.test(message))) return "RP02";
  const refunded = [...refunds.values()].filter((one) => one.originalPaymentReference === originalPaymentReference).reduce((sum, one) => sum + one.amount, 0);
  if (Number(amount) < 1 || Math.round((refunded + Number(amount)) * 100) > Math.round(original.amount * 100)) return "RF08";
  return undefined;
}

/** Swish calls back over HTTPS only; the fake also accepts a loopback HTTP address (the sandbox's own server). */
function isCallbackUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
