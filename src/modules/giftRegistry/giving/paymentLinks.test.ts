import { describe, expect, it } from "vitest";
import { GIVING_MESSAGE_MAX, givingMessage, paymentAppLink, paymentQrText } from "./paymentLinks";

const gift = { payee: "0701234567", amount: 500, message: "Grattis Anna & Erik! Kramar från Åsa och Göran" };

describe("paymentAppLink", () => {
  it("opens Swish with the couple's number fixed and amount and greeting prefilled", () => {
    expect(paymentAppLink("swish", gift)).toBe(
      "swish://payment?data=" +
        "%7B%22version%22%3A1" +
        "%2C%22payee%22%3A%7B%22value%22%3A%220701234567%22%2C%22editable%22%3Afalse%7D" +
        "%2C%22amount%22%3A%7B%22value%22%3A500%2C%22editable%22%3Atrue%7D" +
        "%2C%22message%22%3A%7B%22value%22%3A%22Grattis%20Anna%20och%20Erik!%20Kramar%20fr%C3%A5n%20%C3%85sa%20och%20G%C3%B6ran%22%2C%22editable%22%3Atrue%7D%7D",
    );
  });
  it("carries the JSON Swish reads, with the message made safe", () => {
    const link = paymentAppLink("swish", { payee: "070-123 45 67", amount: 1, message: "Tack 🎉 för allt" })!;
    expect(JSON.parse(decodeURIComponent(link.slice("swish://payment?data=".length)))).toEqual({
      version: 1,
      payee: { value: "0701234567", editable: false },
      amount: { value: 1, editable: true },
      message: { value: "Tack för allt", editable: true },
    });
  });
  it("gives no MobilePay link: none for paying a private person could be confirmed", () => {
    expect(paymentAppLink("mobilepay", { payee: "20123456", amount: 500, message: "Tillykke" })).toBeNull();
  });
  it("refuses an amount outside whole kronor 1 to 100 000 and a number that is no payee", () => {
    for (const amount of [0, -5, 2.5, 100_001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => paymentAppLink("swish", { ...gift, amount }), String(amount)).toThrow(RangeError);
      expect(() => paymentQrText("swish", { ...gift, amount }), String(amount)).toThrow(RangeError);
    }
    expect(() => paymentAppLink("swish", { ...gift, payee: "1231181189" })).toThrow(RangeError);
    expect(() => paymentQrText("swish", { ...gift, payee: "1231181189" })).toThrow(RangeError);
    expect(paymentAppLink("swish", { ...gift, amount: 100_000 })).toContain("%22value%22%3A100000");
  });
});

describe("paymentQrText", () => {
  it("is Swish's prefilled code: payee, amount with öre after a comma, URL-encoded message, mask 6", () => {
    expect(paymentQrText("swish", gift)).toBe(
      "C0701234567;500,00;Grattis%20Anna%20och%20Erik!%20Kramar%20fr%C3%A5n%20%C3%85sa%20och%20G%C3%B6ran;6",
    );
  });
  it("escapes a semicolon in the greeting so that it cannot end the message field", () => {
    expect(paymentQrText("swish", { ...gift, message: "Skål; kram" })).toBe("C0701234567;500,00;Sk%C3%A5l%3B%20kram;6");
  });
  it("has no MobilePay code", () => {
    expect(paymentQrText("mobilepay", { payee: "20123456", amount: 500, message: "Tillykke" })).toBeNull();
  });
});

describe("givingMessage", () => {
  it("allows 50 characters in Swish and 60 in MobilePay", () => {
    expect(GIVING_MESSAGE_MAX).toEqual({ swish: 50, mobilepay: 60 });
  });
  it("keeps Swish's letters a–ö, digits and its punctuation", () => {
    expect(givingMessage("swish", 'Åsa, Örjan: "Grattis" (2026)? Ja! Kärlek-ÄÖ; 10.')).toBe('Åsa, Örjan: "Grattis" (2026)? Ja! Kärlek-ÄÖ; 10.');
  });
  it("writes & as och, drops accents Swish lacks and leaves out what it cannot carry", () => {
    expect(givingMessage("swish", "Zoë & José 💍 <3 #bröllop ’22 50%")).toBe("Zoe och Jose 3 bröllop 22 50");
    expect(givingMessage("swish", "“Tack” – för allt…")).toBe('"Tack" - för allt...');
  });
  it("collapses whitespace and trims the ends", () => {
    expect(givingMessage("swish", "  Grattis\n\n\tpå\u00a0 dagen  ")).toBe("Grattis på dagen");
    expect(givingMessage("mobilepay", "  Tillykke\n med   dagen ")).toBe("Tillykke med dagen");
  });
  it("cuts a long greeting at a word boundary, never mid-word or after a dangling comma", () => {
    const long = "Hjärtliga gratulationer på er stora dag, vi ses på festen i sommar!";
    const cut = givingMessage("swish", long);
    expect(cut).toBe("Hjärtliga gratulationer på er stora dag, vi ses på");
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(givingMessage("swish", "Hjärtliga gratulationer på er stora bröllopsdag, tillönskar")).toBe("Hjärtliga gratulationer på er stora bröllopsdag");
    expect(givingMessage("swish", "Hjärtliga gratulationer på er stora dagen, och mer!")).toBe("Hjärtliga gratulationer på er stora dagen, och");
    expect(givingMessage("swish", `Grattis ${"a".repeat(60)}`)).toBe(`Grattis ${"a".repeat(42)}`);
  });
  it("keeps Danish letters and common signs in a MobilePay comment and cuts at 60", () => {
    expect(givingMessage("mobilepay", "Tillykke Søren & Æbbe! Kærlig hilsen fra Åse 🎉")).toBe("Tillykke Søren & Æbbe! Kærlig hilsen fra Åse");
    expect(givingMessage("mobilepay", "Kæmpe tillykke med brylluppet, vi glæder os helt vildt til at fejre jer")).toBe(
      "Kæmpe tillykke med brylluppet, vi glæder os helt vildt til",
    );
  });
  it("is the same when made safe twice, and bounded for any input", () => {
    for (const text of ["Grattis Anna & Erik!", "Zoë & José 💍", "x".repeat(100_000), "& ".repeat(50_000)]) {
      const once = givingMessage("swish", text);
      expect(givingMessage("swish", once)).toBe(once);
      expect(once.length).toBeLessThanOrEqual(50);
    }
  });
  it("can be empty", () => {
    expect(givingMessage("swish", "🎉🎉")).toBe("");
    expect(paymentQrText("swish", { ...gift, message: "" })).toBe("C0701234567;500,00;;6");
  });
});
