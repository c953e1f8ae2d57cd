import { eq, sql } from "drizzle-orm";
import fs from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders, prints } from "../../src/server/db/schema";
import { handOverToPrint } from "../../src/server/features/printing/printOrder";
import { PRINT_ORDER_QUEUE } from "../../src/server/features/printing/queue";
import { printPartnerFromConfig } from "../../src/server/providers/printPartner/fromConfig";
import type { PrintManifest, PrintPartner } from "../../src/server/providers/printPartner/printPartner";
import { createTestApp, type TestApp } from "../support/app";
import { cardOrder, markPaid, payOrder, shippingAddress } from "../support/cardOrder";
import { standInRenderer } from "../support/printRenderer";

/** The configured partner, counting what reached it and failing when told to. */
function countingPartner() {
  const state = { submitted: [] as string[], failures: 0, inner: undefined as PrintPartner | undefined };
  const partner: PrintPartner = {
    async submit(submission) {
      if (state.failures > 0) {
        state.failures--;
        throw new Error("connect ECONNREFUSED print shop");
      }
      await state.inner!.submit(submission);
      state.submitted.push(submission.orderId);
    },
  };
  return { state, partner };
}

const statusOf = async (t: TestApp, orderId: string) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;
/** The order's latest print job: its state, and whether it waits to start later (a retry's back-off). */
const printJob = async (t: TestApp, orderId: string) => {
  const { rows } = await t.database.db.execute<{ state: string; later: boolean }>(
    sql`SELECT state, start_after > now() AS later FROM pgboss.job WHERE name = ${PRINT_ORDER_QUEUE} AND data->>'orderId' = ${orderId} ORDER BY created_on DESC LIMIT 1`,
  );
  return rows[0];
};
/** The back-off has passed: the waiting retry may start now. */
const retryNow = (t: TestApp, orderId: string) =>
  t.database.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${PRINT_ORDER_QUEUE} AND data->>'orderId' = ${orderId} AND state = 'retry'`);
const folderOf = (t: TestApp, orderId: string) => path.join(t.deps.config.dataDir, "print-orders", orderId);
const WAIT = { timeout: 15_000, interval: 100 };

describe("the sandbox print shop", () => {
  let t: TestApp;
  const render = standInRenderer();
  const partner = countingPartner();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { printRenderer: render.renderer, printPartner: partner.partner } });
    partner.state.inner = printPartnerFromConfig(t.deps.config, t.deps.mailer);
  });
  afterAll(() => t.close());

  it("gets a paid order's PDF and manifest in DATA_DIR/print-orders/{orderId}, and the order is sentToPrint", async () => {
    const { orderId, printId } = await cardOrder(t);
    await payOrder(t.deps, orderId);
    await vi.waitFor(async () => expect(await statusOf(t, orderId)).toBe("sentToPrint"), WAIT);

    const folder = folderOf(t, orderId);
    expect((await fs.readdir(folder)).sort()).toEqual(["card.pdf", "manifest.json"]);
    const pdf = await PDFDocument.load(await fs.readFile(path.join(folder, "card.pdf")));
    expect(pdf.getPageCount()).toBe(2);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const manifest = JSON.parse(await fs.readFile(path.join(folder, "manifest.json"), "utf8")) as PrintManifest;
    expect(manifest).toEqual({
      orderId,
      printId,
      title: order!.title,
      quantity: 40,
      perHousehold: false,
      envelopes: "standard",
      trim: "rounded",
      sheet: { widthMm: 111, heightMm: 154, bleedMm: 3 },
      paper: { weightGsm: 300, finish: "matt" },
      shippingAddress,
      shipmentMethod: expect.objectContaining({ shipmentMethodUid: "sandbox-postnord-letter", name: "PostNord Varubrev", carrier: "postnord" }),
      orderedAt: order!.createdAt.toISOString(),
      createdAt: expect.any(String),
    });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThanOrEqual(order!.paidAt!.getTime());
    expect(partner.state.submitted.filter((id) => id === orderId)).toHaveLength(1);
  });

  it("hands an order over once when its job runs twice, or twice at the same time", async () => {
    const { orderId } = await cardOrder(t);
    await markPaid(t.deps.db, orderId);
    await Promise.all([handOverToPrint(t.deps, orderId), handOverToPrint(t.deps, orderId)]);
    expect(await statusOf(t, orderId)).toBe("sentToPrint");
    const written = await fs.stat(path.join(folderOf(t, orderId), "card.pdf"));

    // The job arrives again later (a redelivery): it finds the order handed over and does nothing.
    const rendersBefore = render.state.renders.length;
    await t.deps.jobs.send(PRINT_ORDER_QUEUE, { orderId }, { key: orderId });
    await vi.waitFor(async () => expect((await printJob(t, orderId))?.state).toBe("completed"), WAIT);
    await handOverToPrint(t.deps, orderId);

    expect(partner.state.submitted.filter((id) => id === orderId)).toHaveLength(1);
    expect(render.state.renders.length).toBe(rendersBefore);
    expect((await fs.stat(path.join(folderOf(t, orderId), "card.pdf"))).mtimeMs).toBe(written.mtimeMs);
  });

  it("retries a failed render later with the reason logged; the order stays paid until the hand-over succeeds", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { orderId, printId } = await cardOrder(t);
    render.state.failures = 1;
    await payOrder(t.deps, orderId);

    await vi.waitFor(async () => expect(await printJob(t, orderId)).toEqual({ state: "retry", later: true }), WAIT);
    expect(await statusOf(t, orderId)).toBe("paid");
    await expect(fs.access(folderOf(t, orderId))).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(`job ${PRINT_ORDER_QUEUE} failed; it is retried later`, expect.objectContaining({ message: `The print page of card ${printId} was not ready within 30000 ms` }));
    warn.mockRestore();

    await retryNow(t, orderId);
    await vi.waitFor(async () => expect(await statusOf(t, orderId)).toBe("sentToPrint"), WAIT);
    expect(partner.state.submitted.filter((id) => id === orderId)).toHaveLength(1);
  });

  it("retries when the print shop cannot be reached, and the failed attempt leaves no hand-over behind", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { orderId } = await cardOrder(t);
    partner.state.failures = 1;
    await payOrder(t.deps, orderId);

    await vi.waitFor(async () => expect(await printJob(t, orderId)).toEqual({ state: "retry", later: true }), WAIT);
    expect(await statusOf(t, orderId)).toBe("paid");
    expect(warn).toHaveBeenCalledWith(`job ${PRINT_ORDER_QUEUE} failed; it is retried later`, expect.objectContaining({ message: "connect ECONNREFUSED print shop" }));
    warn.mockRestore();

    await retryNow(t, orderId);
    await vi.waitFor(async () => expect(await statusOf(t, orderId)).toBe("sentToPrint"), WAIT);
    expect(partner.state.submitted.filter((id) => id === orderId)).toHaveLength(1);
    expect((await fs.readdir(folderOf(t, orderId))).sort()).toEqual(["card.pdf", "manifest.json"]);
  });

  it("leaves an order that is not paid alone, and a deleted card's order is dropped", async () => {
    const { orderId, printId } = await cardOrder(t);
    await expect(handOverToPrint(t.deps, orderId)).rejects.toThrow(`Order ${orderId} is awaitingPayment, not paid`);
    expect(await statusOf(t, orderId)).toBe("awaitingPayment");
    await t.database.db.delete(orders).where(eq(orders.id, orderId));
    await t.database.db.delete(prints).where(eq(prints.id, printId));
    await expect(handOverToPrint(t.deps, orderId)).resolves.toBeUndefined();
    expect(render.state.renders).not.toContain(printId);
  });
});

describe("the print shop by mail", () => {
  let t: TestApp;
  const SHOP = "tryckeri@example.se";
  beforeAll(async () => {
    t = await createTestApp({ env: { PRINT_PARTNER: "mail", PRINT_SHOP_MAIL: SHOP }, overrides: { printRenderer: standInRenderer().renderer } });
  });
  afterAll(() => t.close());

  it("gets one mail per paid order with the PDF and the manifest attached, however often the job runs", async () => {
    const { orderId, printId } = await cardOrder(t);
    await payOrder(t.deps, orderId);
    await vi.waitFor(async () => expect(await statusOf(t, orderId)).toBe("sentToPrint"), WAIT);
    await Promise.all([handOverToPrint(t.deps, orderId), handOverToPrint(t.deps, orderId)]);

    const mails = t.smtp.sentTo(SHOP);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Tryckorder ${orderId}`);
    expect(mail!.text).toContain('Ny tryckorder: 40 inbjudningskort "Anna & Erik", A6 på 300 g matt papper, tryck på båda sidor, 3 mm utfall, rundade hörn, med standardkuvert.');
    expect(mail!.text).toContain("Skickas med PostNord Varubrev till Anna Berg, Storgatan 1, 111 22 Stockholm.");
    expect(mail!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["card.pdf", "application/pdf"],
      ["manifest.json", "application/json"],
    ]);
    expect((await PDFDocument.load(mail!.attachments[0]!.content)).getPageCount()).toBe(2);
    expect(JSON.parse(mail!.attachments[1]!.content.toString("utf8"))).toMatchObject({ orderId, printId, quantity: 40, envelopes: "standard" });
    // Nothing is written to the sandbox folder when the shop takes orders by mail.
    await expect(fs.access(folderOf(t, orderId))).rejects.toThrow();
  });
});
