import { postNotification } from "../../loopbackServer";
import type { SwishPayments } from "../swishPayments";
import { swishCommerceApi } from "./commerceApi";
import { SANDBOX_PAYEE_ALIAS } from "./sandboxPayee";
import { startFakeSwish, type CallbackDelivery, type FakeSwish, type FakeSwishOptions } from "./fakeSwish";


export interface SandboxSwishOptions extends Omit<FakeSwishOptions, "tls"> {
  callbackUrl: string;
}

/**
 * Sandbox mode: the real Commerce API adapter talking plain HTTP to the Swish fake on
 * loopback, which starts on first use and stops with close(). The payer's answer comes
 * from the sandbox's Swish app through `answerAsPayer`.
 */
export function sandboxSwish(options: SandboxSwishOptions): SwishPayments {
  let started: Promise<{ fake: FakeSwish; api: SwishPayments }> | undefined;
  const start = () =>
    (started ??= startFakeSwish(options).then((fake) => ({ fake, api: swishCommerceApi({ baseUrl: fake.baseUrl, payeeAlias: SANDBOX_PAYEE_ALIAS, callbackUrl: options.callbackUrl, sandbox: true }) })));
  return {
    sandbox: true,
    createPaymentRequest: async (request) => (await start()).api.createPaymentRequest(request),
    retrievePaymentRequest: async (instructionId) => (await start()).api.retrievePaymentRequest(instructionId),
    cancelPaymentRequest: async (instructionId) => (await start()).api.cancelPaymentRequest(instructionId),
    createRefund: async (refund) => (await start()).api.createRefund(refund),
    retrieveRefund: async (instructionId) => (await start()).api.retrieveRefund(instructionId),
    answerAsPayer: async (instructionId, answer) => (await start()).fake.answerAsPayer(instructionId, answer),
    async close() {
      const running = await started?.catch(() => undefined);
      await running?.api.close();
      await running?.fake.close();
    },
  };
}

/** Delivers the fake's callbacks over HTTP, as Swish would (the sandbox's own server, usually). */
export const httpCallbackDelivery: CallbackDelivery = ({ url, body, callbackIdentifier }) =>
  postNotification(url, callbackIdentifier ? { callbackIdentifier } : {}, JSON.stringify(body));
