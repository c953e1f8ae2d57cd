import { describe, expect, it } from "vitest";
import { isValidRecipient, normaliseRecipients, recipientsOf, withRecipients } from "./formRecipients";

describe("normaliseRecipients", () => {
  it("trims the addresses and drops the blank ones", () => {
    expect(normaliseRecipients(["  anna@example.com ", "", "   ", "erik@example.com"])).toEqual(["anna@example.com", "erik@example.com"]);
  });
  it("keeps at most six", () => {
    const many = Array.from({ length: 8 }, (_, index) => `guest${index}@example.com`);
    expect(normaliseRecipients(many)).toEqual(many.slice(0, 6));
  });
});

describe("withRecipients", () => {
  const entries = [
    { formId: "rsvp", recipients: ["a@example.com"] },
    { formId: "form", recipients: ["b@example.com"] },
  ];

  it("replaces the form's entry where it is", () => {
    expect(withRecipients(entries, "rsvp", ["c@example.com"])).toEqual([{ formId: "rsvp", recipients: ["c@example.com"] }, entries[1]]);
  });
  it("adds an entry for a form that had none", () => {
    expect(withRecipients(entries, "other", ["d@example.com"])).toEqual([...entries, { formId: "other", recipients: ["d@example.com"] }]);
  });
  it("removes the entry when no address is left", () => {
    expect(withRecipients(entries, "rsvp", [])).toEqual([entries[1]]);
  });
  it("reads a form's list, empty when it has none", () => {
    expect(recipientsOf(entries, "form")).toEqual(["b@example.com"]);
    expect(recipientsOf(entries, "other")).toEqual([]);
  });
});

describe("isValidRecipient", () => {
  it("accepts what the site document accepts, around spaces", () => {
    expect(isValidRecipient(" anna@example.com ")).toBe(true);
  });
  it("refuses an address the document would refuse, such as one without a domain ending", () => {
    for (const value of ["anna", "anna@", "anna@example", "an na@example.com"]) expect(isValidRecipient(value)).toBe(false);
  });
});
