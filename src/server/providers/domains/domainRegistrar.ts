/** Registering own domains (.se .nu .com .eu): Loopia's XML-RPC API, or a sandbox registrar. */
export interface DomainRegistrar {
  readonly sandbox: boolean;
  /** Throws DomainRegistrationError when the registrar answers with an error status instead. */
  isFree(domain: string): Promise<boolean>;
  /** Orders the domain for the site's owner; throws DomainRegistrationError when the registrar refuses. */
  register(domain: string): Promise<void>;
}

/** The registrar's own status word (OCCUPIED, AUTH_ERROR, RATE_LIMITED, BAD_INDATA, UNKNOWN_ERROR …). */
export class DomainRegistrationError extends Error {
  constructor(readonly status: string) {
    super(`Domain registrar answered ${status}`);
  }
}
