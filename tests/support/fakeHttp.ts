import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: URL;
}

/** A loopback HTTP server standing in for an outside API: records requests, answers with `respond`. */
export async function fakeHttpServer(respond: (request: RecordedRequest) => { status: number; type?: string; body: Buffer | string }) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const recorded = { method: req.method ?? "GET", url: new URL(req.url ?? "/", "http://127.0.0.1") };
    requests.push(recorded);
    const answer = respond(recorded);
    res.writeHead(answer.status, { "content-type": answer.type ?? "application/octet-stream" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
