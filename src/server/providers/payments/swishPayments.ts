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
  /** Sandbox only: answers in the payer's place; false when the request no longer waits for an answer. Swish then sends its callback. */
  answerAsPayer?(instructionId: string, answer: SwishPayerAnswer): Promise<boolean>;
  close(): Promise<void>;
}
