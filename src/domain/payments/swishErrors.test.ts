import { describe, expect, it } from "vitest";
import { swishErrorText } from "./swishErrors";

describe("swishErrorText", () => {
  it("tells the payer what went wrong in their language", () => {
    expect(swishErrorText("BE18", "sv")).toMatch(/^Swish-numret är ogiltigt/);
    expect(swishErrorText("RP06", "sv")).toMatch(/^Det finns redan en pågående betalning för det här numret/);
    expect(swishErrorText("BANKIDCL", "en")).toBe("You cancelled the BankID signing.");
    expect(swishErrorText("RF07", "da")).toBe("Betalingen blev afvist af banken.");
  });

  it("warns that the outcome is unknown after DS24, so the payer checks the bank before paying again", () => {
    expect(swishErrorText("DS24", "sv")).toContain("vet inte om betalningen gick igenom");
    expect(swishErrorText("DS24", "en")).toContain("Check your bank");
  });

  it("gives a contact text for our own set-up problems and a general one for unknown codes", () => {
    expect(swishErrorText("RP03", "sv")).toContain("Kontakta oss");
    expect(swishErrorText("XX99", "sv")).toBe("Swish-betalningen misslyckades. Försök igen.");
    expect(swishErrorText(null, "en")).toBe("The Swish payment failed. Please try again.");
  });

  it("has a text in every language for every code the payer may meet", () => {
    for (const code of ["BE18", "RP06", "ACMT03", "ACMT01", "RF07", "BANKIDCL", "BANKIDONGOING", "BANKIDUNKN", "FF10", "TM01", "DS24"]) {
      const texts = (["sv", "en", "da"] as const).map((language) => swishErrorText(code, language));
      expect(new Set(texts).size, code).toBe(3);
      expect(texts).not.toContain(swishErrorText(undefined, "sv"));
    }
  });
});
