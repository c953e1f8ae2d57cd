import { describe, expect, it } from "vitest";
import { ApiError, readAnswer } from "./client";

describe("readAnswer", () => {
  it("gives the JSON of a successful answer, and null for an empty one", () => {
    expect(readAnswer(200, "OK", '{"fileName":"a.jpg"}')).toEqual({ fileName: "a.jpg" });
    expect(readAnswer(204, "No Content", "")).toBeNull();
  });

  it("turns a failure with the error shape into an ApiError carrying it", () => {
    const raw = JSON.stringify({ status: 422, code: "imageUnsupported", message: "Not an image", fields: ["file"] });
    const error = (() => {
      try {
        readAnswer(422, "Unprocessable Entity", raw);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, data: { code: "imageUnsupported" }, text: undefined, message: "Not an image" });
  });

  it("keeps the text of a failure that is not JSON, or the status text when there is none", () => {
    expect(() => readAnswer(502, "Bad Gateway", "<html>proxy error</html>")).toThrow(expect.objectContaining({ status: 502, data: null, text: "<html>proxy error</html>" }));
    expect(() => readAnswer(500, "Internal Server Error", "")).toThrow(expect.objectContaining({ text: "Internal Server Error" }));
  });
});
