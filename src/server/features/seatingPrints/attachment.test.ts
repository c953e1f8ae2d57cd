import { describe, expect, it } from "vitest";
import { attachment } from "./attachment";

describe("a download's name", () => {
  it("keeps å, ä and ö in filename* and leaves them out of the plain filename", () => {
    expect(attachment(["bordskort", "Bröllopsmiddag på Gården"], "pdf")).toBe(
      `attachment; filename="bordskort-Brollopsmiddag-pa-Garden.pdf"; filename*=UTF-8''bordskort-Br%C3%B6llopsmiddag-p%C3%A5-G%C3%A5rden.pdf`,
    );
    expect(attachment(["bordplan", "Søren & Ærø"], "pdf")).toContain('filename="bordplan-Soren-Aero.pdf"');
  });

  it("cannot end the header's quote or add a header, and encodes what RFC 5987 wants encoded", () => {
    const header = attachment(['cateringlista', 'Middag"; x=1\r\nSet-Cookie: a=b (\'*)'], "xlsx");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain("%28%27%29.xlsx");
  });
});
