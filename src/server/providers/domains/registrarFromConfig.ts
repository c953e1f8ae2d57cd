import type { Config } from "../../config";
import type { DomainRegistrar } from "./domainRegistrar";
import { loopiaRegistrar } from "./loopia/loopiaRegistrar";
import { sandboxRegistrar } from "./sandboxRegistrar";

/** Loopia when LOOPIA_USERNAME and LOOPIA_PASSWORD are set, else the offline sandbox. */
export function registrarFromConfig(config: Config): DomainRegistrar {
  return config.registrar.kind === "loopia" ? loopiaRegistrar(config.registrar) : sandboxRegistrar();
}
