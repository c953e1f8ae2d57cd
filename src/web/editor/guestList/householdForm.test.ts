import { describe, expect, it } from "vitest";
import { householdInputOf, moved, newGuestRow } from "./householdForm";

describe("householdInputOf", () => {
  it("sends stored guests with their id, new ones without, leaves out rows without a name, and keeps a tag typed but not added", () => {
    const input = householdInputOf({
      name: "Familjen Berg",
      mail: "",
      phone: "",
      address: "",
      addressCountry: "",
      language: "sv",
      note: "",
      tags: ["Släkt"],
      tagDraft: " Vänner ",
      guests: [{ key: "a", id: "3f1b8f3e-0000-4000-8000-000000000001", name: "Anna", child: false }, { ...newGuestRow(), name: "Olle", child: true }, { ...newGuestRow(), name: "  " }],
      eventIds: [],
    });
    expect(input.tags).toEqual(["Släkt", "Vänner"]);
    expect(input.addressCountry).toBeNull();
    expect(input.guests).toEqual([
      { id: "3f1b8f3e-0000-4000-8000-000000000001", name: "Anna", child: false },
      { name: "Olle", child: true },
    ]);
  });

  it("sends the chosen country of the address", () => {
    const input = householdInputOf({ name: "Dahl", mail: "", phone: "", address: "Vestergade 4\n8000 Aarhus C", addressCountry: "DK", language: "sv", note: "", tags: [], tagDraft: "", guests: [], eventIds: [] });
    expect(input).toMatchObject({ address: "Vestergade 4\n8000 Aarhus C", addressCountry: "DK" });
  });
});

describe("moved", () => {
  it("swaps a row with its neighbour and keeps the ends in place", () => {
    expect(moved(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
