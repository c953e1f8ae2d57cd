import { describe, expect, it } from "vitest";
import type { GuestDocument } from "../../src/modules/guestDocument";
import { footerFacts } from "../../src/web/site/footer/footerFacts";

const document = {
  language: "sv",
  siteModules: [{ id: "c", siteModuleType: "Countdown", countdownDate: "2027-06-14T15:00" }],
} as unknown as Pick<GuestDocument, "siteModules" | "language">;

describe("the footer's day", () => {
  it("reads day, month, year on an English page, as in Sweden and Denmark", () => {
    expect(footerFacts(document, "en").day?.text).toBe("14 June 2027");
  });

  it("keeps the Swedish and Danish forms", () => {
    expect(footerFacts(document, "sv").day?.text).toBe("14 juni 2027");
    expect(footerFacts(document, "da").day?.text).toBe("14. juni 2027");
  });
});
