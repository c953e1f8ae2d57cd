import { describe, expect, it } from "vitest";
import { carrierDisplayName, type Carrier } from "./shipmentMethods";

describe("carrierDisplayName", () => {
  it.each<[Carrier, string]>([
    ["schenker", "Schenker"],
    ["postnord", "PostNord"],
    ["dhl_express", "DHL Express"],
    ["dhl", "DHL"],
  ])("shows %s as %s", (carrier, name) => {
    expect(carrierDisplayName(carrier)).toBe(name);
  });
});
