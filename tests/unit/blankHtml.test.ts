import { describe, expect, it } from "vitest";
import { isBlankHtml } from "../../src/kit/guestPage/ui/blankHtml";

describe("isBlankHtml", () => {
  it.each([[null], [undefined], [""], ["   "], ["<p></p>"], ["<p><br></p>"], ["<p>&nbsp; </p>\n<p> </p>"]])("reads %j as blank", (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });
  it.each([["<p>Hej</p>"], ["Hej"], ["<p><img src=\"/a.jpg\" alt=\"\"></p>"], ["<p>&amp;</p>"]])("reads %j as showing something", (html) => {
    expect(isBlankHtml(html)).toBe(false);
  });
});
