import { describe, expect, it } from "vitest";
import { menuItems, readerMayOpen } from "./readerMenu";

describe("menuItems", () => {
  it("gives the owner and a co-owner every entry, invitations in the wedding brand only", () => {
    const all = ["home", "versions", "showRsvp", "guestList", "seating", "guestPhotos", "notices", "invitations", "people", "feedback", "help", "account"];
    expect(menuItems({ quickStart: false, wedding: true, role: "owner" })).toEqual(all);
    expect(menuItems({ quickStart: false, wedding: true, role: "co-owner" })).toEqual(all);
    expect(menuItems({ quickStart: false, wedding: false, role: "owner" })).not.toContain("invitations");
  });

  it("gives a toastmaster and a helper only what they read: Visa OSA, Personer, their account, and the toastmaster the guests' photos", () => {
    expect(menuItems({ quickStart: false, wedding: true, role: "toastmaster" })).toEqual(["showRsvp", "guestPhotos", "people", "feedback", "help", "account"]);
    expect(menuItems({ quickStart: false, wedding: true, role: "helper" })).toEqual(["showRsvp", "people", "feedback", "help", "account"]);
  });

  it("offers no editing entry before the role is known", () => {
    expect(menuItems({ quickStart: false, wedding: true, role: undefined })).toEqual(["showRsvp", "people", "feedback", "help", "account"]);
  });

  it("keeps quick start's menu, which needs no account", () => {
    expect(menuItems({ quickStart: true, wedding: true, role: undefined })).toEqual(["home", "showRsvp", "invitations", "help"]);
    expect(menuItems({ quickStart: true, wedding: false, role: undefined })).toEqual(["home", "showRsvp", "help"]);
  });
});

describe("readerMayOpen", () => {
  it("lets a toastmaster open the answers, their Gäster tab and Personer", () => {
    for (const page of ["visa-osa", "visa-osa/", "/visa-osa/fragor/", "visa-osa/gaster/", "personer/"]) expect(readerMayOpen("toastmaster", page)).toBe(true);
  });

  it("lets a toastmaster open the guests' photos, to look and download", () => {
    expect(readerMayOpen("toastmaster", "gastbilder/")).toBe(true);
  });

  it("keeps a helper to the answers and Personer: the guest list and the guests' photos are not theirs", () => {
    expect(readerMayOpen("helper", "visa-osa/")).toBe(true);
    expect(readerMayOpen("helper", "personer")).toBe(true);
    expect(readerMayOpen("helper", "visa-osa/gaster/")).toBe(false);
    expect(readerMayOpen("helper", "gastbilder/")).toBe(false);
  });

  it("sends both away from the editor, its tools and the couple's gifts", () => {
    for (const page of ["", "/", "versioner/", "gaster/", "bordsplacering/", "inbjudningar/", "inbjudningar/nytt", "valj-adress/doman", "konto/", "konvertera", "visa-osa/gavor/"]) {
      expect(readerMayOpen("toastmaster", page)).toBe(false);
      expect(readerMayOpen("helper", page)).toBe(false);
    }
  });
});
