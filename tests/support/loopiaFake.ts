import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import xmlrpc from "xmlrpc";

export interface LoopiaCall {
  method: string;
  params: unknown[];
}

/**
 * Loopia's XML-RPC API on a loopback port, for the real adapter: checks the API user's
 * credentials, answers domainIsFree from `occupied` and records orderDomain calls. A test
 * may set `nextStatus` to make the next call answer with an error status instead.
 */
export async function startLoopiaFake(options: { username: string; password: string; occupied: string[] }) {
  const calls: LoopiaCall[] = [];
  const state = { nextStatus: undefined as string | undefined, occupied: new Set(options.occupied) };
  let server!: xmlrpc.Server;
  await new Promise<void>((resolve) => {
    server = xmlrpc.createServer({ host: "127.0.0.1", port: 0 }, resolve);
  });
  const handle = (method: string, status: (params: unknown[]) => string) =>
    server.on(method, (_error, params: unknown[], callback) => {
      calls.push({ method, params });
      const [username, password] = params;
      if (username !== options.username || password !== options.password) return callback(null, "AUTH_ERROR");
      const forced = state.nextStatus;
      state.nextStatus = undefined;
      callback(null, forced ?? status(params));
    });
  handle("domainIsFree", (params) => (state.occupied.has(String(params.at(-1))) ? "OCCUPIED" : "OK"));
  // orderDomain(username, password, customer_number, domain, has_accepted_terms_and_conditions)
  handle("orderDomain", ([, , , domain, accepted]) => {
    if (accepted !== true) return "BAD_INDATA";
    if (state.occupied.has(String(domain))) return "OCCUPIED";
    state.occupied.add(String(domain));
    return "OK";
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/RPCSERV`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        const http = server.httpServer as Server;
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
