import { describe, expect, it } from "vitest";
import type { SeatingGuest, SeatingPlan } from "../../../domain/seating/plan";
import { DEFAULT_SEATING_RULES } from "../../../domain/seating/types";
import { nameList, problemSentence, reasonSentence } from "./sentences";
import { SEATING_RULE_TEXTS } from "./texts";

const guest = (id: string, name: string): SeatingGuest => ({
  id,
  name,
  child: false,
  householdId: `h-${id}`,
  householdName: name,
  dietary: "",
  tableId: "t1",
  seat: 0,
  locked: false,
  role: null,
  need: null,
  family: false,
});

const plan: SeatingPlan = {
  eventId: "e",
  revision: 1,
  tables: [{ id: "t1", name: "Bord 4", shape: "round", seats: 8, x: 100, y: 100, rotation: 0, nearExit: true, nearSpeakers: false, position: 0 }],
  guests: ["Anna Öberg", "Erik Ärlig", "Åsa Lind", "Bo", "Cia", "Dan", "Eva", "Fia"].map((name, index) => guest(`g${index}`, name)),
  rules: DEFAULT_SEATING_RULES,
  openSearch: false,
  notices: [],
};

describe("the seating page's sentences", () => {
  it("says which side a guest sits of whom and why, in each language", () => {
    const reason = { rule: "splitCouples", relation: "leftOf", otherGuestId: "g1" } as const;
    expect(reasonSentence(SEATING_RULE_TEXTS.sv, plan, "g0", reason)).toBe("Anna Öberg sitter till vänster om Erik Ärlig: par sitter isär.");
    expect(reasonSentence(SEATING_RULE_TEXTS.en, plan, "g0", reason)).toBe("Anna Öberg sits left of Erik Ärlig: couples are split.");
    expect(reasonSentence(SEATING_RULE_TEXTS.da, plan, "g0", { ...reason, relation: "rightOf" })).toBe("Anna Öberg sidder til højre for Erik Ärlig: par sidder adskilt.");
  });

  it("names the table a guest with a need sits at", () => {
    expect(reasonSentence(SEATING_RULE_TEXTS.sv, plan, "g2", { rule: "accessNear", relation: "nearExit", tableId: "t1" })).toBe("Åsa Lind sitter vid Bord 4, nära utgången.");
  });

  it("names the rule that cannot hold and the guests, shortening a long list", () => {
    expect(problemSentence(SEATING_RULE_TEXTS.sv, plan, { rule: "apart", guestIds: ["g0", "g1"] })).toBe("Anna Öberg och Erik Ärlig kunde inte hållas isär.");
    const all = plan.guests.map((one) => one.id);
    expect(problemSentence(SEATING_RULE_TEXTS.en, plan, { rule: "capacity", guestIds: all })).toBe(
      "There are not enough seats: Anna Öberg, Erik Ärlig, Åsa Lind, Bo, Cia and 3 more have no seat. Add a table or more seats.",
    );
  });

  it("writes a list of names as a sentence does", () => {
    expect(nameList(["Anna"], "och")).toBe("Anna");
    expect(nameList(["Anna", "Erik", "Åsa"], "och")).toBe("Anna, Erik och Åsa");
  });
});
