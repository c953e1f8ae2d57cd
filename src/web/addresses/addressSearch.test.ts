import { describe, expect, it } from "vitest";
import { addressSearchReducer, initialSearch, SEARCH_AVAILABLE, SEARCH_IDLE, SEARCH_OTHER_REGISTRAR, SEARCH_UNAVAILABLE, type AddressSearchAction } from "./addressSearch";

const run = (...actions: AddressSearchAction[]) => actions.reduce(addressSearchReducer, initialSearch());

describe("addressSearchReducer", () => {
  it("shows a checked name as available or unavailable", () => {
    expect(run({ type: "edit", address: "anna" }, { type: "check" }, { type: "answer", address: "anna", available: true })).toMatchObject({ result: SEARCH_AVAILABLE, checking: false });
    expect(run({ type: "edit", address: "anna" }, { type: "check" }, { type: "answer", address: "anna", available: false })).toMatchObject({ result: SEARCH_UNAVAILABLE });
  });

  it("forgets the result as soon as the name is edited", () => {
    const search = run({ type: "edit", address: "anna" }, { type: "check" }, { type: "answer", address: "anna", available: true }, { type: "edit", address: "annab" });
    expect(search).toEqual(initialSearch("annab"));
  });

  it("keeps the result when an edit leaves the name as it was (a character the sanitiser drops)", () => {
    const search = run({ type: "edit", address: "anna" }, { type: "check" }, { type: "answer", address: "anna", available: true }, { type: "edit", address: "anna" });
    expect(search.result).toBe(SEARCH_AVAILABLE);
  });

  it("drops an answer that arrives for a name no longer in the field", () => {
    const search = run({ type: "edit", address: "anna" }, { type: "check" }, { type: "edit", address: "erik" }, { type: "answer", address: "anna", available: true });
    expect(search).toEqual(initialSearch("erik"));
  });

  it("offers a domain at another registrar only after the domain was found taken", () => {
    expect(run({ type: "edit", address: "upptagen.se" }, { type: "check" }, { type: "answer", address: "upptagen.se", available: false }, { type: "otherRegistrar" }).result).toBe(SEARCH_OTHER_REGISTRAR);
    expect(run({ type: "edit", address: "ledig.se" }, { type: "check" }, { type: "answer", address: "ledig.se", available: true }, { type: "otherRegistrar" }).result).toBe(SEARCH_AVAILABLE);
    expect(run({ type: "edit", address: "ledig.se" }, { type: "otherRegistrar" }).result).toBe(SEARCH_IDLE);
  });

  it("keeps a failed check's error until the next check", () => {
    const error = new Error("offline");
    const failed = run({ type: "edit", address: "anna" }, { type: "check" }, { type: "fail", address: "anna", error });
    expect(failed).toMatchObject({ result: SEARCH_IDLE, checking: false, error });
    expect(addressSearchReducer(failed, { type: "check" })).toMatchObject({ checking: true, error: null });
  });

  it("turns an available name unavailable when someone takes it first", () => {
    const search = run({ type: "edit", address: "anna" }, { type: "check" }, { type: "answer", address: "anna", available: true }, { type: "taken" });
    expect(search.result).toBe(SEARCH_UNAVAILABLE);
  });
});
