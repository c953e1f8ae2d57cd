import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderClosedToOthers } from "../../src/server/db/embedded";

describe("the embedded database's folder as root", () => {
  it("names the folder that the postgres user cannot pass through, and none once it is open", async () => {
    const home = await fs.mkdtemp(path.join(os.tmpdir(), "home-"));
    await fs.chmod(home, 0o700);
    const data = path.join(home, "eventsite", "data", "postgres");
    await fs.mkdir(path.dirname(data), { recursive: true });
    expect(await folderClosedToOthers(data)).toBe(home);
    await fs.chmod(home, 0o755);
    expect(await folderClosedToOthers(data)).toBeNull();
  });
});
