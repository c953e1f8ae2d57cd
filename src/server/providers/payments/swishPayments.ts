/** Swish Commerce API (v2 create, v1 retrieve and cancel; v2 refund, v1 retrieve refund) over mutual TLS, or the loopback Swish fake in sandbox mode. */
export type SwishRequestStatus = "CREATED" | "PAID" | "DECLINED" | "ERROR" | "CANCELLED";

export interface SwishPaymentRequest {
  id: string;
  status: SwishRequestStatus;
  errorCode?: string;
  errorMessage?: string;
  datePaid?: string;
  /** Swish's own reference of a PAID request: what a refund names as `originalPaymentReference`. */
  paymentReference?: string;
}

export interface CreateSwishRefund {
  /** Our own instruction id for the refund, 32 upper-case hex; a retried PUT with it creates nothing new. */
  instructionId: string;
  /** The `paymentReference` of the PAID payment request, not its id. */
  originalPaymentReference: string;
  /** Minor units (öre); at most what the payment paid and is not refunded yet. */
  amount: number;
  message: string;
  /** Echoed back as the refund callback's `callbackIdentifier` header. */
  callbackIdentifier: string;
}

export type SwishRefundStatus = "CREATED" | "DEBITED" | "PAID" | "ERROR";

export interface SwishRefund {
  id: string;
  status: SwishRefundStatus;
  /** Minor units. */
  amount: number;
  errorCode?: string;
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

/** What the payer does in the (sandbox) Swish app. */
export interface SwishPayerAnswer {
  status: Exclude<SwishRequestStatus, "CREATED">;
  /** With ERROR: the code Swish would give (RF07, BANKIDCL, DS24 …). */
  errorCode?: string;
}

export interface SwishPayments {
  readonly sandbox: boolean;
  createPaymentRequest(request: CreateSwishPaymentRequest): Promise<void>;
  /** Undefined when Swish knows no request with this id (it was never created). */
  retrievePaymentRequest(instructionId: string): Promise<SwishPaymentRequest | undefined>;
  /** Refused with a SwishValidationError once the request is no longer CREATED. */
  cancelPaymentRequest(instructionId: string): Promise<void>;
  /** Pays `amount` back to the payer of a PAID request (a RF08 SwishValidationError once it is refunded). */
  createRefund(refund: CreateSwishRefund): Promise<void>;
  /** Undefined when Swish knows no refund with this id. */
  retrieveRefund(instructionId: string): Promise<SwishRefund | undefined>;
  /** Sandbox only: answers in the payer's place; false when the request no longer waits for an answer. Swish then sends its callback. */
  answerAsPayer?(instructionId: string, answer: SwishPayerAnswer): Promise<boolean>;
  close(): Promise<void>;
}
