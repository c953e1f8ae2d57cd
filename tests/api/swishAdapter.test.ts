import forge from "node-forge";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { swishCommerceApi, type SwishClientTls } from "../../src/server/providers/payments/swish/commerceApi";
import { startFakeSwish, type FakeSwish, type SwishCallback } from "../../src/server/providers/payments/swish/fakeSwish";
import { SwishValidationError, type CreateSwishPaymentRequest } from "../../src/server/providers/payments/swishPayments";

/** A certificate authority and the certificates it signs, made here so no key material is checked in. */
function authority(name: string) {
  const keys = () => {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs8", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
    return { privateKey: forge.pki.privateKeyFromPem(pair.privateKey), publicKey: forge.pki.publicKeyFromPem(pair.publicKey) };
  };
  const certificate = (subject: string, publicKey: forge.pki.PublicKey, extensions: object[]) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = publicKey;
    cert.serialNumber = `0${Math.floor(Math.random() * 1e9).toString(16)}`;
    cert.validity.notBefore = new Date(Date.now() - 60_000);
    cert.validity.notAfter = new Date(Date.now() + 86_400_000);
    cert.setSubject([{ name: "commonName", value: subject }]);
    cert.setIssuer([{ name: "commonName", value: name }]);
    cert.setExtensions(extensions);
    cert.sign(caKeys.privateKey, forge.md.sha256.create());
    return cert;
  };
  const caKeys = keys();
  const caCert = certificate(name, caKeys.publicKey, [{ name: "basicConstraints", cA: true }, { name: "keyUsage", keyCertSign: true, cRLSign: true }]);
  const pem = forge.pki.certificateToPem;
  return {
    caPem: pem(caCert),
    server() {
      const pair = keys();
      const cert = certificate("127.0.0.1", pair.publicKey, [{ name: "extKeyUsage", serverAuth: true }, { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }]);
      return { key: forge.pki.privateKeyToPem(pair.privateKey), cert: pem(cert) };
    },
    /** The merchant certificate as Swish's portal hands it out: a .p12 with a passphrase. */
    clientP12(passphrase: string): Buffer {
      const pair = keys();
      const cert = certificate("1234679304", pair.publicKey, [{ name: "extKeyUsage", clientAuth: true }]);
      const p12 = forge.pkcs12.toPkcs12Asn1(pair.privateKey, [cert], passphrase, { algorithm: "3des" });
      return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
    },
  };
}

const instructionId = () => randomUUID().replace(/-/g, "").toUpperCase();
const paymentRequest = (overrides: Partial<CreateSwishPaymentRequest> = {}): CreateSwishPaymentRequest => ({
  instructionId: instructionId(),
  payerAlias: "46701234567",
  amount: 59900,
  message: "Bröllopssidan ABCD2345EFGH6789",
  payeePaymentReference: "ABCD2345EFGH6789",
  callbackIdentifier: "0123456789abcdef0123456789abcdef",
  ...overrides,
});

let fake: FakeSwish;
let ca: ReturnType<typeof authority>;
const callbacks: SwishCallback[] = [];
const api = (tls: SwishClientTls) => swishCommerceApi({ baseUrl: fake.baseUrl, tls, payeeAlias: "1234679304", callbackUrl: "https://eventsite.test/api/webhooks/swish" });

beforeAll(async () => {
  ca = authority("Test Swish CA");
  fake = await startFakeSwish({ tls: { ...ca.server(), ca: ca.caPem }, deliver: async (callback) => void callbacks.push(callback), simulatedOutcomeDelayMs: 10 });
});
afterAll(() => fake.close());

describe("the Swish adapter over mutual TLS", () => {
  it("creates, retrieves and cancels a payment request with the merchant certificate", async () => {
    const swish = api({ pfx: ca.clientP12("swish"), passphrase: "swish", ca: Buffer.from(ca.caPem) });
    const request = paymentRequest();
    await swish.createPaymentRequest(request);
    expect(fake.paymentRequest(request.instructionId)).toMatchObject({ amount: 599, currency: "SEK", payeeAlias: "1234679304", payerAlias: "46701234567", payeePaymentReference: "ABCD2345EFGH6789" });
    expect(await swish.retrievePaymentRequest(request.instructionId)).toEqual({ id: request.instructionId, status: "CREATED" });
    await swish.cancelPaymentRequest(request.instructionId);
    expect((await swish.retrievePaymentRequest(request.instructionId))?.status).toBe("CANCELLED");
    await swish.close();
  });

  it("turns Swish's 422 into a SwishValidationError with its codes, also for a cancel Swish refuses", async () => {
    const swish = api({ pfx: ca.clientP12("secret"), passphrase: "secret", ca: Buffer.from(ca.caPem) });
    const refused = await swish.createPaymentRequest(paymentRequest({ payerAlias: "4670" })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SwishValidationError);
    expect((refused as SwishValidationError).errorCodes).toEqual(["BE18"]);
    const paid = paymentRequest({ payerAlias: "46709999999" });
    await swish.createPaymentRequest(paid);
    fake.answerAsPayer(paid.instructionId, { status: "PAID" });
    const cancel = await swish.cancelPaymentRequest(paid.instructionId).catch((error: unknown) => error);
    expect((cancel as SwishValidationError).errorCodes).toEqual(["RP07"]);
    expect(await swish.retrievePaymentRequest(instructionId())).toBeUndefined();
    await swish.close();
  });

  it("refunds a paid request with a refund request against its payment reference, once per instruction id", async () => {
    const swish = api({ pfx: ca.clientP12("swish"), passphrase: "swish", ca: Buffer.from(ca.caPem) });
    const paid = paymentRequest({ payerAlias: "46707777777" });
    await swish.createPaymentRequest(paid);
    fake.answerAsPayer(paid.instructionId, { status: "PAID" });
    const { paymentReference } = (await swish.retrievePaymentRequest(paid.instructionId))!;
    expect(paymentReference).toMatch(/^[0-9A-F]{32}$/);
    const refundId = instructionId();
    const refund = { instructionId: refundId, originalPaymentReference: paymentReference!, amount: 59900, message: "Dubbel betalning", callbackIdentifier: "fedcba9876543210fedcba9876543210" };
    await swish.createRefund(refund);
    expect(fake.refundsOf(paymentReference!)).toMatchObject([{ id: refundId, payerAlias: "1234679304", amount: 599, currency: "SEK", originalPaymentReference: paymentReference, callbackUrl: "https://eventsite.test/api/webhooks/swish" }]);
    expect(await swish.retrieveRefund(refundId)).toMatchObject({ id: refundId, status: "PAID", amount: 59900 });
    await expect.poll(() => callbacks.find((callback) => callback.body.id === refundId)?.callbackIdentifier).toBe(refund.callbackIdentifier);
    // The same instruction id again creates nothing; a second refund of the whole amount is refused with RF08.
    await swish.createRefund(refund);
    const again = await swish.createRefund({ ...refund, instructionId: instructionId() }).catch((error: unknown) => error);
    expect((again as SwishValidationError).errorCodes).toEqual(["RF08"]);
    expect(fake.refundsOf(paymentReference!)).toHaveLength(1);
    await swish.close();
  });

  it("is refused without a client certificate, and with one from another authority", async () => {
    const trust = Buffer.from(ca.caPem);
    await expect(api({ ca: trust }).createPaymentRequest(paymentRequest())).rejects.toThrow(/certificate required/);
    const stranger = authority("Some other CA");
    await expect(api({ pfx: stranger.clientP12("swish"), passphrase: "swish", ca: trust }).createPaymentRequest(paymentRequest())).rejects.toThrow(/socket hang up|ECONNRESET|unknown ca/);
  });

  it("does not trust a Swish server whose certificate it cannot verify", async () => {
    await expect(api({ pfx: ca.clientP12("swish"), passphrase: "swish" }).retrievePaymentRequest(instructionId())).rejects.toThrow(/self[- ]signed|unable to verify|certificate/i);
  });

  it("speaks plain HTTP only to a loopback fake", () => {
    expect(() => swishCommerceApi({ baseUrl: "http://swish.example.com/swish-cpcapi/", payeeAlias: "1234679304", callbackUrl: "https://x.test/" })).toThrow(/loopback/);
  });
});

describe("the Swish fake, like Swish's simulator", () => {
  it("ends a request with the error code given as its message and calls back with the callback identifier", async () => {
    const swish = api({ pfx: ca.clientP12("swish"), passphrase: "swish", ca: Buffer.from(ca.caPem) });
    const request = paymentRequest({ payerAlias: "46708888888", message: "DS24" });
    await swish.createPaymentRequest(request);
    await expect.poll(() => callbacks.find((callback) => callback.body.id === request.instructionId)).toBeTruthy();
    const callback = callbacks.find((candidate) => candidate.body.id === request.instructionId)!;
    expect(callback).toMatchObject({ url: "https://eventsite.test/api/webhooks/swish", callbackIdentifier: request.callbackIdentifier, body: { status: "ERROR", errorCode: "DS24" } });
    expect(await swish.retrievePaymentRequest(request.instructionId)).toMatchObject({ status: "ERROR", errorCode: "DS24" });
    await swish.close();
  });

  it("answers 422 with the validation code given as message, and RP06 for a second request to a number still paying", async () => {
    const swish = api({ pfx: ca.clientP12("swish"), passphrase: "swish", ca: Buffer.from(ca.caPem) });
    const codes = (promise: Promise<void>) => promise.then(() => [], (error: SwishValidationError) => error.errorCodes);
    expect(await codes(swish.createPaymentRequest(paymentRequest({ payerAlias: "46707777777", message: "AM06" })))).toEqual(["AM06"]);
    expect(await codes(swish.createPaymentRequest(paymentRequest({ payerAlias: "46707777777" })))).toEqual([]);
    expect(await codes(swish.createPaymentRequest(paymentRequest({ payerAlias: "46707777777" })))).toEqual(["RP06"]);
    expect(await codes(swish.createPaymentRequest(paymentRequest({ payerAlias: "46706666666", amount: 50 })))).toEqual(["AM06"]);
    expect(await codes(swish.createPaymentRequest(paymentRequest({ payerAlias: "46706666666", message: "Tack för <script>" })))).toEqual(["RP02"]);
    await swish.close();
  });

  it("ends a request nobody answers as ERROR TM01, as Swish does after about three minutes", async () => {
    const delivered: SwishCallback[] = [];
    const patient = await startFakeSwish({ deliver: async (callback) => void delivered.push(callback), payerTimeoutMs: 20 });
    const swish = swishCommerceApi({ baseUrl: patient.baseUrl, payeeAlias: "1234679304", callbackUrl: "http://127.0.0.1:9/api/webhooks/swish" });
    const request = paymentRequest();
    await swish.createPaymentRequest(request);
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]!.body).toMatchObject({ id: request.instructionId, status: "ERROR", errorCode: "TM01" });
    await swish.close();
    await patient.close();
  });

  it("retries a callback the merchant did not accept", async () => {
    const attempts: SwishCallback[] = [];
    const flaky = await startFakeSwish({
      deliver: async (callback) => {
        attempts.push(callback);
        if (attempts.length < 3) throw new Error("503");
      },
      callbackRetryDelaysMs: [5, 5, 5],
    });
    const swish = swishCommerceApi({ baseUrl: flaky.baseUrl, payeeAlias: "1234679304", callbackUrl: "http://127.0.0.1:9/api/webhooks/swish" });
    const request = paymentRequest();
    await swish.createPaymentRequest(request);
    expect(flaky.answerAsPayer(request.instructionId, { status: "DECLINED" })).toBe(true);
    expect(flaky.answerAsPayer(request.instructionId, { status: "PAID" })).toBe(false);
    await expect.poll(() => attempts.length).toBe(3);
    expect(attempts.every((attempt) => attempt.body.status === "DECLINED")).toBe(true);
    await swish.close();
    await flaky.close();
  });
});
