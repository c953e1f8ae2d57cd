/** The card order calls of spec 3, section 7: shipment methods, creating an order, loading it. */

import { useQuery } from "@tanstack/react-query";
import type { Order } from "../../domain/orders/order";
import type { OrderCreationPayload, ShipmentMethodsRequest } from "../../domain/orders/orderPayload";
import type { ShipmentMethod } from "../../domain/orders/shipmentMethods";
import { api } from "../../kit/api/client";

export const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

/** Cheapest first; the checkout chooses the first. */
export const fetchShipmentMethods = (request: ShipmentMethodsRequest) => api.post<{ shipmentMethods: ShipmentMethod[] }>("/api/orders/shipmentMethods/", request);

export const createOrder = (payload: OrderCreationPayload) => api.post<{ id: string }>("/api/orders/", payload);

export const orderKey = (orderId: string) => ["orders", orderId] as const;

/** An order; none is asked for while orderId is null (the checkout before it has made one). */
export function useOrder(orderId: string | null) {
  return useQuery({ queryKey: orderKey(orderId ?? ""), queryFn: () => api.get<Order>(orderPath(orderId!)), enabled: orderId !== null });
}
