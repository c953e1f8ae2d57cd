import { DomainRegistrationError, type DomainRegistrar } from "./domainRegistrar";

/** Well-known names the sandbox treats as registered, so a search can show "taken" offline. */
const TAKEN = new Set(["google.com", "google.se", "example.com", "facebook.com", "loopia.se", "wikipedia.eu", "svt.se", "aftonbladet.se"]);

/**
 * The registrar without credentials (development, tests, CI): deterministic. Taken are the
 * names above and every name containing "upptagen" or "taken"; a name containing
 * "misslyckas" or "fails" is free but its registration is refused, so the failure path
 * can be tried by hand. Registered names are kept in memory and are taken from then on.
 */
export function sandboxRegistrar(): DomainRegistrar & { registered: ReadonlySet<string> } {
  const registered = new Set<string>();
  const isTaken = (domain: string) => TAKEN.has(domain) || registered.has(domain) || /upptagen|taken/.test(domain);
  return {
    sandbox: true,
    registered,
    async isFree(domain) {
      return !isTaken(domain);
    },
    async register(domain) {
      if (isTaken(domain)) throw new DomainRegistrationError("OCCUPIED");
      if (/misslyckas|fails/.test(domain)) throw new DomainRegistrationError("UNKNOWN_ERROR");
      registered.add(domain);
    },
  };
}
