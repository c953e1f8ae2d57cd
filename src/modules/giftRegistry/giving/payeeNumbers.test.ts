import { describe, expect, it } from "vitest";
import { formatPayeeNumber, GIVING_APP_OF_MARKET, parsePayeeNumber } from "./payeeNumbers";

describe("GIVING_APP_OF_MARKET", () => {
  it("gives Swedish sites Swish and Danish sites MobilePay", () => {
    expect(GIVING_APP_OF_MARKET).toEqual({ se: "swish", dk: "mobilepay" });
  });
});

describe("parsePayeeNumber for Swish", () => {
  it("reads a Swedish mobile number however it is typed, as ten digits with the leading 0", () => {
    for (const typed of [
      "0701234567",
      "070-123 45 67",
      "070 123 45 67",
      " 070–1234567 ",
      "070.123.45.67",
      "+46701234567",
      "+46 70 123 45 67",
      "+46 (0)70-123 45 67",
      "0046701234567",
      "0046 70 123 45 67",
      "46701234567",
    ]) {
      expect(parsePayeeNumber("swish", typed), typed).toBe("0701234567");
    }
  });
  it("takes every Swedish mobile series: 070, 072, 073, 076 and 079", () => {
    for (const number of ["0701234567", "0721234567", "0731234567", "0761234567", "0791234567"]) {
      expect(parsePayeeNumber("swish", number)).toBe(number);
    }
  });
  it("refuses numbers that are no private person's Swish number", () => {
    for (const typed of [
      "1231181189", // a business's Swish number (Swish Företag / Handel)
      "123 118 11 89",
      "9001234", // a charity's 90 number
      "900 80 04",
      "0711234567", // 071: machines (M2M), not people
      "0741234567", // 074: pagers
      "0771234567",
      "0781234567",
      "081234567", // a Stockholm landline
      "08-123 456 78",
      "020123456", // free phone
      "070123456", // a digit short
      "07012345678", // a digit too many
      "+4512345678", // a Danish number
      "+4670123456",
      "070 123 45 6x",
      "0701234567 ext 2",
      "",
      "   ",
      "0".repeat(10_000),
    ]) {
      expect(parsePayeeNumber("swish", typed), typed).toBeNull();
    }
  });
});

describe("parsePayeeNumber for MobilePay", () => {
  it("reads a Danish mobile number however it is typed, as its eight digits", () => {
    for (const typed of ["20123456", "20 12 34 56", "2012-3456", "+4520123456", "+45 20 12 34 56", "004520123456", "0045 20 12 34 56"]) {
      expect(parsePayeeNumber("mobilepay", typed), typed).toBe("20123456");
    }
  });
  it("takes each series set aside mainly for mobile numbers", () => {
    for (const number of ["29999999", "30123456", "31123456", "40123456", "42123456", "50123456", "53123456", "60123456", "61123456", "71123456", "81123456", "91123456", "93123456", "34212345", "34412345", "34912345", "82912345"]) {
      expect(parsePayeeNumber("mobilepay", number), number).toBe(number);
    }
  });
  it("refuses landlines, service numbers, shop numbers and wrong lengths", () => {
    for (const typed of [
      "33123456", // a Copenhagen landline
      "34312345", // 343 is not among the mobile series of 34
      "70123456", // shared cost
      "80123456", // free phone
      "90123456", // premium rate
      "12345", // a MobilePay MyShop number
      "123456",
      "2012345", // a digit short
      "201234567", // a digit too many
      "+4620123456", // a Swedish country code
      "0701234567",
      "",
      "9".repeat(10_000),
    ]) {
      expect(parsePayeeNumber("mobilepay", typed), typed).toBeNull();
    }
  });
});

describe("formatPayeeNumber", () => {
  it("writes a Swish number as Swedes write a mobile number", () => {
    expect(formatPayeeNumber("swish", "0701234567")).toBe("070-123 45 67");
  });
  it("writes a business's Swish number (Swish Commerce) as Swish prints it", () => {
    expect(formatPayeeNumber("swish", "1234679304")).toBe("123 467 93 04");
  });
  it("writes a MobilePay number in pairs as Danes do", () => {
    expect(formatPayeeNumber("mobilepay", "12345678")).toBe("12 34 56 78");
  });
  it("leaves a number that is not in its stored form as it is", () => {
    expect(formatPayeeNumber("swish", "070 12")).toBe("070 12");
    expect(formatPayeeNumber("mobilepay", "1234")).toBe("1234");
  });
});
