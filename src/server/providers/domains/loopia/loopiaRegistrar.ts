import xmlrpc from "xmlrpc";
import type { RegistrarConfig } from "../../../config";
import { DomainRegistrationError, type DomainRegistrar } from "../domainRegistrar";

type LoopiaConfig = Extract<RegistrarConfig, { kind: "loopia" }>;

/** A Loopia call that has not answered by then is given up (xmlrpc has no time-out of its own). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Loopia's XML-RPC API (INTEGRATIONS.md §4.2). Every method takes the API user's name and
 * password first; a reseller's customer number follows when configured. Answers are status
 * words: "OK", "OCCUPIED", or an error such as AUTH_ERROR, RATE_LIMITED, BAD_INDATA.
 */
export function loopiaRegistrar(config: LoopiaConfig, timeoutMs = CALL_TIMEOUT_MS): DomainRegistrar {
  const url = new URL(config.url);
  const call = (method: string, params: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const options = {
        host: url.hostname,
        port: Number(url.port) || (url.protocol === "https:" ? 443 : 80),
        path: url.pathname,
        // A fresh client per call: the signal aborts only this request.
        signal: AbortSignal.timeout(timeoutMs),
      };
      const client = url.protocol === "https:" ? xmlrpc.createSecureClient(options) : xmlrpc.createClient(options);
      client.methodCall(method, [config.username, config.password, ...params], (error, value) => (error ? reject(error) : resolve(value)));
    });
  const status = async (method: string, params: unknown[]) => {
    const answer = await call(method, params);
    if (typeof answer !== "string") throw new DomainRegistrationError(`unexpected answer to ${method}`);
    return answer;
  };
  const customer = config.customerNumber ? [config.customerNumber] : [];
  return {
    sandbox: false,
    async isFree(domain) {
      const answer = await status("domainIsFree", [...customer, domain]);
      if (answer === "OK") return true;
      if (answer === "OCCUPIED") return false;
      throw new DomainRegistrationError(answer);
    },
    async register(domain) {
      // orderDomain always takes the customer number; an empty one means the API user's own account.
      const answer = await status("orderDomain", [config.customerNumber ?? "", domain, true]);
      if (answer !== "OK") throw new DomainRegistrationError(answer);
    },
  };
}
