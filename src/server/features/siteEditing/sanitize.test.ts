import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it.each([
    ["<p>a</p><script>alert(1)</script>", "<p>a</p>"],
    ["<img src=x onerror=alert(1)>b", "b"],
    ['<a href="javascript:alert(1)">c</a>', "<a>c</a>"],
    ['<a href="//evil.example/">d</a>', "<a>d</a>"],
    ['<p style="color:red" class="x" onclick="alert(1)">e</p>', "<p>e</p>"],
    ["<iframe src=https://evil.example></iframe><h1>f</h1>", "f"],
  ])("drops what is not allowed: %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("keeps allowed tags and web and mail links, forcing rel on new-tab links", () => {
    expect(sanitizeRichText('<h3>t</h3><p><strong>s</strong> <em>e</em> <u>u</u><br /></p><ul><li>l</li></ul>')).toBe("<h3>t</h3><p><strong>s</strong> <em>e</em> <u>u</u><br /></p><ul><li>l</li></ul>");
    expect(sanitizeRichText('<a href="https://x.se" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.se" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@x.se">m</a>')).toBe('<a href="mailto:a@x.se">m</a>');
  });
});
