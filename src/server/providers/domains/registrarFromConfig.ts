import type { Config } from "../../config";
import type { DomainRegistrar } from "./domainRegistrar";

// Placeholder until the Loopia adapter and the sandbox registrar land.
export function registrarFromConfig(_config: Config): DomainRegistrar {
  const missing = () => Promise.reject(new Error("domain registration is not built yet"));
  return { sandbox: true, isFree: missing, register: missing };
}
