import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFile, type CalendarEvent } from "../../src/domain/calendar/calendarFile";

const ZONE = "Europe/Stockholm";
const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  uid: "0b5f3c2e-7f0a-4a4e-9d4b-1c2d3e4f5a6b@anna-och-erik.localhost",
  sequence: 2,
  changedAt: new Date("2027-01-15T09:30:00Z"),
  summary: "Middag",
  start: new Date("2027-06-12T16:00:00Z"),
  end: new Date("2027-06-12T22:00:00Z"),
  location: null,
  description: null,
  url: "https://anna-och-erik.localhost/inbjudan/abc",
  ...overrides,
});

/** Parses the file with ical.js, the zone registered from the file's own VTIMEZONE, as a calendar reads it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  ICAL.TimezoneService.register(zone, ZONE);
  try {
    return {
      calendar,
      events: calendar.getAllSubcomponents("vevent").map((component) => {
        const parsed = new ICAL.Event(component);
        return {
          uid: parsed.uid,
          sequence: parsed.sequence,
          summary: parsed.summary,
          location: parsed.location,
          description: parsed.description,
          url: component.getFirstPropertyValue("url"),
          stamp: (component.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString(),
          lastModified: (component.getFirstPropertyValue("last-modified") as ICAL.Time).toJSDate().toISOString(),
          zone: parsed.startDate.zone.tzid,
          start: parsed.startDate.toJSDate().toISOString(),
          end: component.hasProperty("dtend") ? parsed.endDate.toJSDate().toISOString() : null,
        };
      }),
    };
  } finally {
    ICAL.TimezoneService.remove(ZONE);
  }
}

describe("a calendar file", () => {
  it("reads back field by field, å, ä and ö included, with the zone named", () => {
    const text = calendarFile({
      name: "Anna & Eriks bröllop",
      timeZone: ZONE,
      events: [event({ summary: "Vigsel i Sjöängens kyrka", location: "Sjöängens kyrka, Kyrkvägen 1; Åre", description: "Klädkod: Kavaj\nBussen går 14:30, från torget" })],
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Anna & Eriks bröllop");
    expect(events).toEqual([
      {
        uid: "0b5f3c2e-7f0a-4a4e-9d4b-1c2d3e4f5a6b@anna-och-erik.localhost",
        sequence: 2,
        summary: "Vigsel i Sjöängens kyrka",
        location: "Sjöängens kyrka, Kyrkvägen 1; Åre",
        description: "Klädkod: Kavaj\nBussen går 14:30, från torget",
        url: "https://anna-och-erik.localhost/inbjudan/abc",
        stamp: "2027-01-15T09:30:00.000Z",
        lastModified: "2027-01-15T09:30:00.000Z",
        zone: ZONE,
        start: "2027-06-12T16:00:00.000Z",
        end: "2027-06-12T22:00:00.000Z",
      },
    ]);
    expect(text).toContain("DTSTART;TZID=Europe/Stockholm:20270612T180000\r\n");
  });

  it("ends every line with CRLF and folds long ones at 75 octets without splitting a character", () => {
    const description = "Bussen från Östersunds centralstation går kl. 14.30 och 15.00; åk till hållplatsen Ängsgården, gå sedan 300 m längs älven. ".repeat(6);
    const text = calendarFile({ name: "Fest", timeZone: ZONE, events: [event({ description })] });
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines.every((line) => !line.includes("\n") && !line.includes("\r"))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, "utf8")))).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
    expect(lines.join("\n")).not.toContain("\uFFFD");
    expect(parse(text).events[0]!.description).toBe(description);
  });

  it("keeps the right instants across both changes of summer time, and leaves out an end not said", () => {
    const events = [
      // 2027: summer time starts on 28 March at 02:00 and ends on 31 October at 03:00.
      event({ uid: "a@x", start: new Date("2027-03-28T00:30:00Z"), end: new Date("2027-03-28T02:30:00Z") }),
      event({ uid: "b@x", start: new Date("2027-10-30T22:00:00Z"), end: new Date("2027-10-31T03:00:00Z") }),
      event({ uid: "c@x", start: new Date("2027-12-24T14:00:00Z"), end: null }),
    ];
    const text = calendarFile({ name: "Helg", timeZone: ZONE, events });
    expect(parse(text).events.map(({ start, end }) => ({ start, end }))).toEqual([
      { start: "2027-03-28T00:30:00.000Z", end: "2027-03-28T02:30:00.000Z" },
      { start: "2027-10-30T22:00:00.000Z", end: "2027-10-31T03:00:00.000Z" },
      { start: "2027-12-24T14:00:00.000Z", end: null },
    ]);
    expect(text).toContain("DTSTART;TZID=Europe/Stockholm:20270328T013000");
    expect(text).toContain("DTEND;TZID=Europe/Stockholm:20270328T043000");
    expect(text).toContain("DTSTART;TZID=Europe/Stockholm:20271031T000000");
    expect(text).toContain("DTEND;TZID=Europe/Stockholm:20271031T040000");
  });

  it("writes Copenhagen's zone for a Danish site", () => {
    const text = calendarFile({ name: "Fest", timeZone: "Europe/Copenhagen", events: [event({})] });
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("Europe/Copenhagen");
    expect(text).toContain("DTSTART;TZID=Europe/Copenhagen:20270612T180000");
  });
});
