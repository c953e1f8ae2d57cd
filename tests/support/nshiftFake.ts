import http from "node:http";
import { closeServer, listenOnLoopback, readBoundedBody } from "../../src/server/providers/loopbackServer";
import type { DeliveryOption } from "../../src/server/providers/shipping/nshift/options";

export interface NshiftRequest {
  method: string;
  url: URL;
  authorization?: string;
  body?: unknown;
}

export interface NshiftFakeOptions {
  keyId: string;
  keySecret: string;
  deliveryCheckoutId: string;
  options: DeliveryOption[];
}

/**
 * nShift's DeliveryCheckout API on a loopback port, for the real adapter: checks the API key
 * (HTTP Basic, id and secret), answers GET /delivery-checkouts/{id} with `state.options` and
 * takes POSTs of prepared shipments, recording every request. A test may set `state.next` to
 * answer the next request itself (an error, silence, a flood).
 */
export async function startNshiftFake(options: NshiftFakeOptions) {
  const requests: NshiftRequest[] = [];
  const state = { options: options.options, next: undefined as ((response: http.ServerResponse) => void) | undefined };
  const expectedAuthorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const checkoutPath = `/rs-extapi/v1/delivery-checkouts/${encodeURIComponent(options.deliveryCheckoutId)}`;
  const server = http.createServer(async (request, response) => {
    const text = await readBoundedBody(request, 64 * 1024);
    requests.push({ method: request.method ?? "GET", url: new URL(request.url ?? "/", "http://127.0.0.1"), authorization: request.headers.authorization, body: text ? JSON.parse(text) : undefined });
    const next = state.next;
    state.next = undefined;
    if (next) return next(response);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== expectedAuthorization) return send(401, { code: "UNAUTHORIZED", message: "Invalid or expired token" });
    const { pathname } = requests.at(-1)!.url;
    if (pathname !== checkoutPath) return send(404, { code: "NOT_FOUND", message: "No such delivery checkout" });
    if (request.method === "GET") return send(200, { deliveryCheckoutId: options.deliveryCheckoutId, options: state.options });
    if (request.method === "POST") return send(201, {});
    send(405, { code: "METHOD", message: "Method not allowed" });
  });
  const port = await listenOnLoopback(server);
  return { apiUrl: `http://127.0.0.1:${port}/rs-extapi/v1/`, requests, state, close: () => closeServer(server) };
}
