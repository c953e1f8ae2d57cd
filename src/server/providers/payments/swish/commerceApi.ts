import http from "node:http";
import https from "node:https";
import { SwishValidationError, type SwishPaymentRequest, type SwishPayments, type SwishRefund, type SwishRefundStatus, type SwishRequestStatus } from "../swishPayments";
import { parseJson } from "../../parseJson";

export interface SwishClientTls {
  /** The merchant certificate and key (.p12/.pfx). */
  pfx?: Buffer;
  passphrase?: string;
  /** Trusted roots for Swish's server certificate, when not the system's (the simulator, a test CA). */
  ca?: Buffer;
}

export interface SwishApiOptions {
  /** The API root, ending in `/swish-cpcapi/`. */
  baseUrl: string;
  tls?: SwishClientTls;
  /** The merchant's Swish number (123…). */
  payeeAlias: string;
  callbackUrl: string;
  sandbox?: boolean;
  timeoutMs?: number;
}

const INSTRUCTION_ID = /^[0-9A-F]{32}$/;
const STATUSES: readonly SwishRequestStatus[] = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"];
const REFUND_STATUSES: readonly SwishRefundStatus[] = ["CREATED", "DEBITED", "PAID", "ERROR"];
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Swish's answers are small; anything larger is not Swish. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface Answer {
  status: number;
  body: string;
}

/**
 * The Swish Commerce API: v2 create (PUT with our own instruction id), v1 retrieve and
 * cancel; refunds likewise (v2 create, v1 retrieve), paid by the merchant's own number; over mutual TLS with the merchant certificate. Plain HTTP without a certificate
 * is allowed only towards loopback, where the sandbox's Swish fake listens.
 */
export function swishCommerceApi(options: SwishApiOptions): SwishPayments {
  const base = new URL(options.baseUrl);
  if (base.protocol === "http:" && !LOOPBACK_HOSTS.has(base.hostname)) throw new Error("Swish over plain HTTP is only for a loopback fake");
  const agent =
    base.protocol === "https:"
      ? new https.Agent({ pfx: options.tls?.pfx, passphrase: options.tls?.passphrase, ca: options.tls?.ca, minVersion: "TLSv1.2", keepAlive: true })
      : new http.Agent({ keepAlive: true });
  const timeoutMs = options.timeoutMs ?? 20_000;

  const call = (method: string, path: string, body?: { type: string; text: string }) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(path, base);
      const send = url.protocol === "https:" ? https.request : http.request;
      const request = send(url, { method, agent, headers: body ? { "content-type": body.type, "content-length": Buffer.byteLength(body.text) } : {} }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) request.destroy(new Error(`Swish answered more than ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error(`Swish did not answer ${method} ${url.pathname} within ${timeoutMs} ms`)));
      request.on("error", reject);
      request.end(body?.text);
    });

  const requestPath = (version: "v1" | "v2", instructionId: string, kind = "paymentrequests") => {
    if (!INSTRUCTION_ID.test(instructionId)) throw new Error("A Swish instruction id is 32 upper-case hex characters");
    return `api/${version}/${kind}/${instructionId}`;
  };

  return {
    sandbox: options.sandbox ?? false,
    async createPaymentRequest(request) {
      const body = {
        payeeAlias: options.payeeAlias,
        amount: (request.amount / 100).toFixed(2),
        currency: "SEK",
        callbackUrl: options.callbackUrl,
        payerAlias: request.payerAlias,
        payeePaymentReference: request.payeePaymentReference,
        message: request.message,
        callbackIdentifier: request.callbackIdentifier,
      };
      const answer = await call("PUT", requestPath("v2", request.instructionId), { type: "application/json", text: JSON.stringify(body) });
      if (answer.status !== 201) throw failure("create", answer);
    },
    async retrievePaymentRequest(instructionId) {
      const answer = await call("GET", requestPath("v1", instructionId));
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw failure("retrieve", answer);
      return parsePaymentRequest(answer.body);
    },
    async cancelPaymentRequest(instructionId) {
      const patch = [{ op: "replace", path: "/status", value: "cancelled" }];
      const answer = await call("PATCH", requestPath("v1", instructionId), { type: "application/json-patch+json", text: JSON.stringify(patch) });
      if (answer.status !== 200) throw failure("cancel", answer);
    },
    async createRefund(refund) {
      const body = {
        originalPaymentReference: refund.originalPaymentReference,
        callbackUrl: options.callbackUrl,
        // The merchant pays a refund: its own number is the payer.
        payerAlias: options.payeeAlias,
        amount: (refund.amount / 100).toFixed(2),
        currency: "SEK",
        message: refund.message,
        callbackIdentifier: refund.callbackIdentifier,
      };
      const answer = await call("PUT", requestPath("v2", refund.instructionId, "refunds"), { type: "application/json", text: JSON.stringify(body) });
      if (answer.status === 201) return;
      const refused = failure("refund", answer);
      // RP09: the instruction id is taken, by this same refund sent before (ids are ours and random).
      if (refused instanceof SwishValidationError && refused.errorCodes.includes("RP09")) return;
      throw refused;
    },
    async retrieveRefund(instructionId) {
      const answer = await call("GET", requestPath("v1", instructionId, "refunds"));
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw failure("retrieve the refund of", answer);
      return parseRefund(answer.body);
    },
    async close() {
      agent.destroy();
    },
  };
}

/** A 422 names Swish's error codes (`[{ errorCode, errorMessage }]`); anything else is a plain failure. */
function failure(operation: string, answer: Answer): Error {
  if (answer.status === 422) {
    const errors = parseJson(answer.body);
    const codes = Array.isArray(errors) ? errors.map((error) => (error as { errorCode?: unknown })?.errorCode).filter((code): code is string => typeof code === "string") : [];
    return new SwishValidationError(codes, `Swish refused to ${operation} the payment request: ${codes.join(", ") || "no error code"}`);
  }
  return new Error(`Swish answered ${answer.status} to ${operation} a payment request`);
}

function parsePaymentRequest(text: string): SwishPaymentRequest {
  const body = parseJson(text) as Record<string, unknown> | undefined;
  const status = body?.status as SwishRequestStatus;
  if (typeof body?.id !== "string" || !STATUSES.includes(status)) throw new Error("Swish answered a payment request without an id or a known status");
  const optional = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return { id: body.id, status, errorCode: optional(body.errorCode), errorMessage: optional(body.errorMessage), datePaid: optional(body.datePaid), paymentReference: optional(body.paymentReference) };
}

function parseRefund(text: string): SwishRefund {
  const body = parseJson(text) as Record<string, unknown> | undefined;
  const status = body?.status as SwishRefundStatus;
  if (typeof body?.id !== "string" || !REFUND_STATUSES.includes(status)) throw new Error("Swish answered a refund without an id or a known status");
  const errorCode = typeof body.errorCode === "string" && body.errorCode ? body.errorCode : undefined;
  return { id: body.id, status, amount: Math.round(Number(body.amount) * 100), ...(errorCode ? { errorCode } : {}) };
}
