import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip" | "identity";

/**
 * A rendered guest page in every encoding a browser may ask for, compressed once when it is
 * rendered (the best compression: it is paid once per version, not per request), with a
 * strong ETag per encoding, as the bytes differ.
 */
export interface EncodedPage {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  renderedAt: number;
}

export async function encodePage(html: string, renderedAt: number): Promise<EncodedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { bodies: { br, gzip: gz, identity }, etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` }, renderedAt };
}

export const encodedBytes = (page: EncodedPage) => page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length;

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, by the client's q-values; identity when neither is wanted. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : "identity";
}

/** If-None-Match names one of the page's tags (compared weakly, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, page: EncodedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tags = new Set(Object.values(page.etags));
  return ifNoneMatch.split(",").some((tag) => tags.has(tag.trim().replace(/^W\//, "")));
}

/**
 * Sends the page as asked: 304 when the browser holds this version, else the bytes in the
 * chosen encoding, compressed already (so the compression plugin leaves them be).
 */
export function sendEncodedPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply.header("etag", page.etags[encoding]);
  if (matches(request.headers["if-none-match"], page)) return reply.status(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
}
