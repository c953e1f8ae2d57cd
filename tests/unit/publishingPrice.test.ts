import { describe, expect, it } from "vitest";
import { brandSetting } from "../../src/domain/brands";
import { productPrice } from "../../src/domain/payments/products";
import { da } from "../../src/web/i18n/da";
import { en } from "../../src/web/i18n/en";
import { sv } from "../../src/web/i18n/sv";
import { formatPrice } from "../../src/web/payments/money";
import { publishingPriceText } from "../../src/web/payments/publishingPrice";

const wedding = brandSetting("wedding", "se");
const { amount, currency, months } = productPrice("wedding", "se", "subdomain");
const price = (language: "sv" | "en" | "da") => formatPrice(amount, currency, language);

describe("what publishing costs, said before the account exists", () => {
  it("names the publication's price and period in each language", () => {
    expect(publishingPriceText(sv, wedding, "sv")).toBe(`Det är gratis att bygga sidan. Att publicera den kostar ${price("sv")} för ${months} månader.`);
    expect(publishingPriceText(en, wedding, "en")).toBe(`Building the site is free. Publishing it costs ${price("en")} for ${months} months.`);
    expect(publishingPriceText(da, wedding, "da")).toBe(`Det er gratis at bygge siden. At udgive den koster ${price("da")} for ${months} måneder.`);
  });

  it("suggests the address from the couple's names when they are known", () => {
    const text = publishingPriceText(sv, wedding, "sv", { sitesDomain: "brollopssidan.se", names: ["Linnea", "Oskar"] });
    expect(text).toContain("linnea-oskar.brollopssidan.se");
    expect(text).toContain(`${price("sv")} för ${months} månader`);
  });

  it("takes the party brand's own price", () => {
    const party = productPrice("party", "se", "subdomain");
    expect(publishingPriceText(sv, brandSetting("party", "se"), "sv")).toContain(`${formatPrice(party.amount, party.currency, "sv")} för ${party.months} månader`);
  });
});
