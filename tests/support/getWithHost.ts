import http from "node:http";

/**
 * GET with an explicit Host header (fetch replaces it, and Node does not resolve
 * *.localhost), so a site host can be reached on the loopback address.
 */
export function getWithHost(url: string | URL, host: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`))));
      })
      .on("error", reject);
  });
}
