import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { reorderAnnouncements } from "./announcements";
import { REORDER_TEXTS } from "./texts";

const ids = ["header", "text", "rsvp"];
const labels: Record<string, string> = { header: "Sara & Jonas", text: "Välkomna", rsvp: "OSA" };
const active = { id: "text" } as Active;
const over = (id: string) => ({ id }) as Over;

describe("reorderAnnouncements", () => {
  const say = reorderAnnouncements(REORDER_TEXTS.sv, ids, (id) => labels[id]!);

  it("names the module and its place in the list at each step", () => {
    expect(say.onDragStart({ active })).toBe("Välkomna är lyft, på plats 2 av 3.");
    expect(say.onDragOver({ active, over: over("rsvp") })).toBe("Välkomna flyttas till plats 3 av 3.");
    expect(say.onDragOver({ active, over: over("text") })).toBe("Välkomna flyttas till plats 2 av 3.");
    expect(say.onDragEnd({ active, over: over("header") })).toBe("Välkomna släpptes på plats 1 av 3.");
  });

  it("says a place once: a lifted module is at once over itself, which adds nothing to the lift", () => {
    expect(say.onDragStart({ active })).toBe("Välkomna är lyft, på plats 2 av 3.");
    expect(say.onDragOver({ active, over: over("text") })).toBeUndefined();
    expect(say.onDragOver({ active, over: over("header") })).toBe("Välkomna flyttas till plats 1 av 3.");
    expect(say.onDragOver({ active, over: over("header") })).toBeUndefined();
  });

  it("says the module stays where it was when the move is cancelled or dropped outside the list", () => {
    const cancelled = "Flytten avbröts. Välkomna ligger kvar på plats 2 av 3.";
    expect(say.onDragCancel({ active, over: over("rsvp") })).toBe(cancelled);
    expect(say.onDragEnd({ active, over: null })).toBe(cancelled);
    expect(say.onDragOver({ active, over: null })).toBeUndefined();
  });

  it("speaks the owner's interface language", () => {
    expect(reorderAnnouncements(REORDER_TEXTS.da, ids, (id) => labels[id]!).onDragStart({ active })).toBe("Välkomna er løftet, på plads 2 af 3.");
  });
});
