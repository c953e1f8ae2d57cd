/** Swish Commerce API (v2 create, v1 retrieve and cancel) over mutual TLS, or the loopback Swish fake in sandbox mode. */
export type SwishRequestStatus = "CREATED" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED";

export interface SwishPaymentRequest {
  id: string;
  status: SwishRequestStatus;
  errorCode?: string;
  errorMessage?: string;
  datePaid?: string;
}

export interface CreateSwishPaymentRequest {
  /** Our own instruction id: 32 upper-case hex characters; a retried PUT with it creates nothing new. */
  instructionId: string;
  /** 46… digits, as spec 1, section 5 normalises them. */
  payerAlias: string;
  /** Minor units (öre). */
  amount: number;
  message: string;
  payeePaymentReference: string;
  /** Echoed back as the callback's `callbackIdentifier` header. */
  callbackIdentifier: string;
}

/** Swish refused the request (HTTP 422); `errorCodes` as Swish gives them (BE18, RP06 …). */
export class SwishValidationError extends Error {
  constructor(readonly errorCodes: string[], message: string) {
    super(message);
  }
}

export interface SwishPayments {
  readonly sandbox: boolean;
  createPaymentRequest(request: CreateSwishPaymentRequest): Promise<void>;
  retrievePaymentRequest(instructionId: string): Promise<SwishPaymentRequest>;
  cancelPaymentRequest(instructionId: string): Promise<void>;
  close(): Promise<void>;
}
