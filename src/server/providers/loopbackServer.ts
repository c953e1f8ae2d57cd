import type http from "node:http";
import type { AddressInfo } from "node:net";

/** The sandbox fakes' HTTP plumbing. They listen on 127.0.0.1 only, on a port the system picks. */
export async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Stops a fake at once, keep-alive connections included. */
export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A request body of at most `maxBytes`; undefined when it is larger (the rest is not read). */
export async function readBoundedBody(request: http.IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A fake's notification to the app (a Stripe webhook, a Swish callback), as the provider sends it; throws unless answered 2xx. */
export async function postNotification(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}
