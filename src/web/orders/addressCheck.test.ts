import { describe, expect, it } from "vitest";
import { checkAddress, EMPTY_ADDRESS } from "./addressCheck";
import { ORDER_TEXTS } from "./texts";

const texts = ORDER_TEXTS.sv;
const address = { firstName: "Anna", lastName: "Berg", addressLine1: "Storgatan 1", postCode: "111 22", city: "Stockholm", email: "anna@example.se", phone: "+46 70 123 45 67" };

describe("checkAddress", () => {
  it("gives the trimmed address when every field is right", () => {
    expect(checkAddress({ ...address, city: "  Stockholm " }, texts, "se")).toEqual({ address });
  });

  it("asks for every empty field, also one of blanks only", () => {
    const { problems } = checkAddress({ ...EMPTY_ADDRESS, city: "   " }, texts, "se");
    expect(problems).toEqual({
      firstName: "Fyll i fältet.",
      lastName: "Fyll i fältet.",
      addressLine1: "Fyll i fältet.",
      postCode: "Fyll i fältet.",
      city: "Fyll i fältet.",
      email: "Fyll i fältet.",
      phone: "Fyll i fältet.",
    });
  });

  it("says what is wrong with an e-mail address, a phone number or a too long field", () => {
    const { problems } = checkAddress({ ...address, email: "anna.example.se", phone: "ring mig", postCode: "1".repeat(11) }, texts, "se");
    expect(problems).toEqual({
      email: "Skriv en e-postadress, till exempel namn@exempel.se.",
      phone: "Skriv ett telefonnummer med siffror, till exempel +46 70 123 45 67.",
      postCode: "Högst 10 tecken.",
    });
  });

  it("gives a Danish deployment's example number in Danish", () => {
    const { problems } = checkAddress({ ...address, phone: "ring til mig" }, ORDER_TEXTS.da, "dk");
    expect(problems).toEqual({ phone: "Skriv et telefonnummer med cifre, for eksempel +45 20 12 34 56." });
  });
});
