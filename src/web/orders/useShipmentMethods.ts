import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ShipmentMethodsRequest } from "../../domain/orders/orderPayload";
import { fetchShipmentMethods } from "../api/orders";

export const shipmentMethodsKey = (request: ShipmentMethodsRequest | null) => ["orders", "shipmentMethods", request] as const;

/**
 * The carrier's methods for the locked address and the chosen quantity and envelopes,
 * cheapest first. A changed quantity or envelope asks again (a new key); the last answer
 * stays on screen meanwhile, and ordering waits until the new one is in. Each ask is a billed
 * carrier call with a per-account limit, so answers are kept and failures not retried.
 */
export function useShipmentMethods(request: ShipmentMethodsRequest | null) {
  return useQuery({
    queryKey: shipmentMethodsKey(request),
    queryFn: async () => (await fetchShipmentMethods(request!)).shipmentMethods,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
