import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { registerDomain, updateHost } from "../api/addresses";
import { editorSiteKey } from "../api/sites";
import { reportError } from "../errors/reportError";
import { addressPaths } from "./paths";
import { registerWithRetry } from "./registerWithRetry";

export interface DomainPurchase {
  domain: string;
  /** The payment just made; none when a paid registration was already waiting. */
  reference?: string;
  /** A domain the owner keeps at another registrar: nothing to register, only the host to set. */
  otherRegistrar: boolean;
}

/**
 * After the payment (spec 3, "Domain purchase flow"): wait, register (retrying while the
 * payment is unconfirmed), update the host, go to the confirmation. Failures are logged.
 */
export function useDomainPurchase(siteId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const paths = addressPaths(siteId);
  const [phase, setPhase] = useState<"registering" | "saving">("registering");

  const purchase = useMutation({
    mutationFn: async ({ domain, reference, otherRegistrar }: DomainPurchase) => {
      if (!otherRegistrar) {
        setPhase("registering");
        await registerWithRetry(domain, () => registerDomain(siteId, domain), { afterPayment: Boolean(reference) });
      }
      setPhase("saving");
      await updateHost(siteId, domain);
    },
    onSuccess: async (_answer, { reference, otherRegistrar }) => {
      await queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
      navigate(otherRegistrar ? paths.otherRegistrarConfirmation(reference) : paths.domainConfirmation(reference));
    },
    onError: (error, { domain, reference }) => {
      reportError(error, `Address purchase of ${domain} (payment ${reference ?? "none"}) failed`);
      void queryClient.invalidateQueries({ queryKey: editorSiteKey(siteId) });
    },
  });
  return { purchase, phase };
}
