import { describe, expect, it } from "vitest";
import type { Household } from "../../../domain/guestList/types";
import { guestCounts, householdStatus, shownHouseholds, usedTags, type HouseholdQuery } from "./householdRows";

let ids = 0;
function household(name: string, fields: Partial<Household> = {}): Household {
  const id = `h${++ids}`;
  return {
    id,
    name,
    mail: null,
    phone: null,
    address: null,
    addressCountry: null,
    addressAskedAt: null,
    language: "sv",
    note: "",
    tags: [],
    guests: [],
    eventIds: [],
    linkToken: `token-${id}`,
    linkFirstOpenedAt: null,
    answeredAt: null,
    replyCount: 0,
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
    ...fields,
  };
}
const guest = (name: string, child = false) => ({ id: name, name, child, position: 0 });
const query = (fields: Partial<HouseholdQuery> = {}): HouseholdQuery => ({ search: "", tag: "", sort: "name", ...fields });
const names = (households: Household[]) => households.map((entry) => entry.name);

describe("householdStatus", () => {
  it("is not opened, opened, answered after one reply and changed after more, a reply counting as opened", () => {
    expect(householdStatus({ linkFirstOpenedAt: null, replyCount: 0 })).toBe("notOpened");
    expect(householdStatus({ linkFirstOpenedAt: "2026-05-01T10:00:00Z", replyCount: 0 })).toBe("opened");
    expect(householdStatus({ linkFirstOpenedAt: null, replyCount: 1 })).toBe("answered");
    expect(householdStatus({ linkFirstOpenedAt: "2026-05-01T10:00:00Z", replyCount: 3 })).toBe("changed");
  });
});

describe("shownHouseholds", () => {
  const berg = household("Familjen Berg", { mail: "berg@example.com", tags: ["Släkt"], guests: [guest("Anna Berg"), guest("Olle Berg", true)], createdAt: "2026-01-03T00:00:00Z" });
  const ek = household("Ek", { tags: ["Vänner"], guests: [guest("Sara Ek")], replyCount: 1, createdAt: "2026-01-02T00:00:00Z" });
  const ahl = household("Åhlén", { linkFirstOpenedAt: "2026-05-01T10:00:00Z", createdAt: "2026-01-04T00:00:00Z" });
  const all = [ahl, ek, berg];

  it("sorts by name in the owner's language (Å after Z in Swedish), by status, and newest first", () => {
    expect(names(shownHouseholds(all, query(), "sv"))).toEqual(["Ek", "Familjen Berg", "Åhlén"]);
    expect(names(shownHouseholds(all, query({ sort: "status" }), "sv"))).toEqual(["Familjen Berg", "Åhlén", "Ek"]);
    expect(names(shownHouseholds(all, query({ sort: "created" }), "sv"))).toEqual(["Åhlén", "Familjen Berg", "Ek"]);
  });

  it("finds households by their name, a guest's name or the mail, every word, in any case", () => {
    expect(names(shownHouseholds(all, query({ search: "olle" }), "sv"))).toEqual(["Familjen Berg"]);
    expect(names(shownHouseholds(all, query({ search: "BERG@example" }), "sv"))).toEqual(["Familjen Berg"]);
    expect(names(shownHouseholds(all, query({ search: "  sara  ek " }), "sv"))).toEqual(["Ek"]);
    expect(names(shownHouseholds(all, query({ search: "åhl" }), "sv"))).toEqual(["Åhlén"]);
    expect(shownHouseholds(all, query({ search: "anna sara" }), "sv")).toEqual([]);
  });

  it("shows only the households with the chosen tag", () => {
    expect(names(shownHouseholds(all, query({ tag: "Släkt" }), "sv"))).toEqual(["Familjen Berg"]);
    expect(usedTags(all, "sv")).toEqual(["Släkt", "Vänner"]);
    expect(guestCounts(berg)).toEqual({ adults: 1, children: 1 });
  });
});

describe("the missing-address filter", () => {
  it("shows only the households without a postal address, a blank one counted as missing", () => {
    const list = [household("Berg", { address: "Storgatan 1\n903 25 Umeå" }), household("Dahl"), household("Ek", { address: "  " })];
    expect(names(shownHouseholds(list, query({ missingAddress: true }), "sv"))).toEqual(["Dahl", "Ek"]);
    expect(names(shownHouseholds(list, query(), "sv"))).toEqual(["Berg", "Dahl", "Ek"]);
  });
});

