import { describe, expect, it } from "vitest";
import { errorMessage } from "../../src/domain/errors";

const description = { sv: "Svensk beskrivning", en: "English description", da: "Dansk beskrivelse" };

describe("errorMessage priority", () => {
  it("uses the error description when the answer is flagged as an error response", () => {
    const error = { status: 422, data: { isErrorResponse: true as const, errorDescription: description, message: "msg" }, text: "text" };
    expect(errorMessage(error, "sv")).toBe("Svensk beskrivning");
    expect(errorMessage(error, "en")).toBe("English description");
  });
  it("falls back to the Swedish description when the reader's language is missing", () => {
    const error = { data: { isErrorResponse: true as const, errorDescription: { sv: "Bara svenska", en: "", da: "" }, message: "msg" } };
    expect(errorMessage(error, "da")).toBe("Bara svenska");
  });
  it("uses the message when the answer is not flagged", () => {
    expect(errorMessage({ data: { errorDescription: description, message: "Server message" }, text: "text" }, "sv")).toBe("Server message");
  });
  it("uses the error's own text when there is no message", () => {
    expect(errorMessage({ data: null, text: "Network down" }, "sv")).toBe("Network down");
  });
  it("ends with the unknown-error text of the spec in each language", () => {
    expect(errorMessage({}, "sv")).toBe("Ett okänt fel har uppstått.");
    expect(errorMessage({}, "en")).toBe("A unknown error occured.");
    expect(errorMessage({}, "da")).toBe("En ukendt fejl opstod.");
  });
});
