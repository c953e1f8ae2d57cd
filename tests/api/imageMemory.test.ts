import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/server/db/embedded";
import { createTestDatabase } from "../support/database";
import { spawnServer } from "../support/spawnServer";

const MB = 1024 * 1024;
/**
 * Eight uploads of a 49-megapixel image at once (147 MB of RGB each, decoded). Before image
 * work was bounded, the server grew by 1.1 to 1.5 GB; now two jobs run at a time, each
 * streaming its image in about 100 MB, so 300 MB leaves room for the allocator's slack.
 */
const PARALLEL_UPLOADS = 8;
const PEAK_GROWTH_BOUND = 300 * MB;

let cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)![1]) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

describe("image uploads under memory pressure", () => {
  it("keeps the server's peak memory bounded while eight 49-megapixel PNGs arrive at once", async () => {
    const database = await createTestDatabase();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "image-memory-"));
    const port = await freePort();
    const server = spawnServer({ PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "test", DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    cleanup = [() => database.close(), () => fs.rm(dataDir, { recursive: true, force: true }), async () => void server.child.kill("SIGKILL")];
    const [png] = await Promise.all([
      sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#e8d0c0" } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer(),
      server.ready,
    ]);
    expect(png.length).toBeLessThan(100 * 1024);

    const base = `http://127.0.0.1:${port}`;
    const registered = await fetch(`${base}/api/accounts/register/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mail: `memory-${Date.now()}@example.com`, password: "secret-password", acceptTerms: true }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((set) => set.split(";")[0]).join("; ");
    const { site } = (await registered.json()) as { site: { _id: string } };

    const uploadOne = () => {
      const form = new FormData();
      form.append("file", new Blob([png], { type: "image/png" }), "flat.png");
      return fetch(`${base}/api/sites/${site._id}/upload-image`, { method: "POST", headers: { cookie }, body: form }).then((response) => response.status);
    };
    // One upload first, so what loads once (libvips, the development server's first work) is not counted.
    expect(await uploadOne()).toBe(200);
    const pid = server.child.pid!;
    await fs.writeFile(`/proc/${pid}/clear_refs`, "5"); // starts VmHWM afresh from the current RSS
    const before = await memory(pid);
    const answers = await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, uploadOne));
    const after = await memory(pid);
    const growth = after.peak - before.rss;
    console.info(`RSS before ${Math.round(before.rss / MB)} MB, peak during uploads ${Math.round(after.peak / MB)} MB (+${Math.round(growth / MB)} MB)`);

    expect(answers).toEqual(Array(PARALLEL_UPLOADS).fill(200));
    expect(growth).toBeLessThan(PEAK_GROWTH_BOUND);
  }, 120_000);
});
