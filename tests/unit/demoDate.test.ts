import { describe, expect, it } from "vitest";
import { replyDeadline } from "../../src/modules/rsvp/deadline";
import { demoDocument } from "../../src/server/seed/demoDocument";
import type { DemoImages } from "../../src/server/seed/starterImages";

const images = new Proxy({}, { get: () => ({ id: "img", width: 1600, height: 1067 }) }) as unknown as DemoImages;

/** Every rich or plain text of the demo in a language, flattened. */
function textsOf(document: ReturnType<typeof demoDocument>, language: "sv" | "en" | "da"): string {
  const all: string[] = [];
  JSON.stringify(document, (_key, value: unknown) => {
    if (value && typeof value === "object" && language in value) all.push(String((value as Record<string, unknown>)[language]));
    return value;
  });
  return all.join("\n");
}

describe("the demo site's wedding date", () => {
  it("names the day the countdown counts to, and no other wedding day, in both languages", () => {
    const document = demoDocument(images, new Date("2030-03-10T12:00:00Z"), "se");
    const countdown = document.siteModules!.find((module) => module.siteModuleType === "Countdown");
    expect(countdown && "countdownDate" in countdown && countdown.countdownDate).toBe("2030-09-10T15:00");
    const header = document.siteModules!.find((module) => module.siteModuleType === "Header")!;
    expect((header as { secondLine: Record<string, string> }).secondLine).toEqual({
      sv: "Vi gifter oss den 10 september 2030 i Saltsjöbaden",
      en: "We are getting married on 10 September 2030 in Saltsjöbaden",
    });
    expect(document.eventLogo?.additionalText).toBe("10 · 09 · 2030");
    for (const language of ["sv", "en"] as const) expect(textsOf(document, language)).not.toMatch(/2027/);
  });

  it("asks for answers and speeches a month before that day", () => {
    const document = demoDocument(images, new Date("2030-03-10T12:00:00Z"), "se");
    const rsvp = document.siteModules!.find((module) => module.siteModuleType === "Rsvp") as { text: Record<string, string> };
    expect(replyDeadline(rsvp.text.sv!)).toBe("10 augusti");
    expect(replyDeadline(rsvp.text.en!)).toBe("10 August");
    expect(textsOf(document, "sv")).toContain("Anmäl tal till Sara senast 10 augusti");
    expect(textsOf(document, "sv")).not.toMatch(/1 april|1 maj/);
  });

  it("keeps one day on a Danish deployment's demo too", () => {
    const document = demoDocument(images, new Date("2030-03-10T12:00:00Z"), "dk");
    const header = document.siteModules!.find((module) => module.siteModuleType === "Header")!;
    expect((header as { secondLine: Record<string, string> }).secondLine.da).toBe("Vi bliver gift den 10. september 2030 i Skodsborg");
    expect(textsOf(document, "da")).toContain("Meld taler til Line senest 10. august");
    expect(textsOf(document, "da")).not.toMatch(/2027|1\. april|1\. maj/);
  });
});
