import { describe, expect, it } from "vitest";
import type { Receipt } from "../../../domain/payments/payments";
import { receiptMail } from "./receiptMail";

const receipt: Receipt = {
  product: "extend_subdomain",
  currency: "DKK",
  amountWithVat: 44900,
  amountVat: 8980,
  amountWithoutVat: 35920,
  paymentMethod: "card",
  date: "2026-11-23 10:15",
  reference: "ABCDEFGHJKLMNPQR",
  seller: { name: "Bryllup & Co <ApS>", organisationNumber: "12345678", address: "Vejen 1, 1000 København" },
};

describe("receipt mail", () => {
  it("is written in the owner's language with the amounts in the payment's currency", () => {
    const mail = receiptMail("ejer@example.dk", receipt, "da", "Bryllupssiden", "http://localhost:3000/redigera/s/konto/");
    expect(mail.subject).toBe("Kvittering for dit køb (ABCDEFGHJKLMNPQR)");
    expect(mail.text).toContain("Produkt: Forlænget udgivelse");
    expect(mail.text).toMatch(/Beløb inklusive moms: 449,00\skr\./);
    expect(mail.text).toMatch(/Heraf moms \(25 %\): 89,80\skr\./);
    expect(mail.text).toContain("Betalingsmåde: Kort");
    expect(mail.text).toContain("Dato: 2026-11-23 10:15");
  });

  it("escapes what it puts into the HTML part", () => {
    const mail = receiptMail("owner@example.com", receipt, "en", "Wedding", "http://localhost:3000/redigera/s/konto/");
    expect(mail.subject).toBe("Receipt for your purchase (ABCDEFGHJKLMNPQR)");
    expect(mail.html).toContain("Bryllup &#38; Co &#60;ApS&#62;");
    expect(mail.html).not.toContain("<ApS>");
    expect(mail.text).toContain("Seller: Bryllup & Co <ApS>, 12345678, Vejen 1, 1000 København");
  });
});
