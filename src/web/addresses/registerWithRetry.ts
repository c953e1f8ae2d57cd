import { isStatus } from "../../kit/api/client";

/** Spec 3, section 9: the registration waits 5 s after the payment and retries up to 10 times on 402, 5 s apart. */
export const REGISTRATION_WAIT_MS = 5000;
export const REGISTRATION_RETRIES = 10;

/** The registration kept answering 402: the payment was never confirmed. */
export class NoPaymentError extends Error {
  constructor(domain: string) {
    super(`No confirmed payment for the registration of ${domain} after ${REGISTRATION_RETRIES} retries`);
    this.name = "NoPaymentError";
  }
}

export type Wait = (ms: number) => Promise<void>;

export const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers a domain once its payment is confirmed. The server answers 402 until the
 * provider's confirmation has reached it; any other failure ends the attempt at once.
 */
export async function registerWithRetry(domain: string, register: () => Promise<unknown>, { wait = sleep, afterPayment = true }: { wait?: Wait; afterPayment?: boolean } = {}) {
  if (afterPayment) await wait(REGISTRATION_WAIT_MS);
  for (let retry = 0; ; retry += 1) {
    try {
      await register();
      return;
    } catch (error) {
      if (!isStatus(error, 402)) throw error;
      if (retry === REGISTRATION_RETRIES) throw new NoPaymentError(domain);
      await wait(REGISTRATION_WAIT_MS);
    }
  }
}
