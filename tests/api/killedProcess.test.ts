import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/server/db/embedded";
import { getWithHost } from "../support/getWithHost";
import { startSmtpServer } from "../support/smtp";
import { spawnServer } from "../support/spawnServer";
import { postYesOverHttp } from "../support/rsvpOverHttp";

const dataDir = path.resolve(".test-data", `killed-${process.pid}`);
const servers: ReturnType<typeof spawnServer>[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGINT");
  await Promise.all(servers.map((server) => server.exited));
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function start(port: number) {
  // The embedded database in DATA_DIR, as `npm start` runs it; the demo site has the RSVP.
  const server = spawnServer({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "true", SMTP_URL: smtp.url, POST_KEY_MIN_AGE_MS: "0", RATE_LIMIT_PER_IP: "100000" });
  servers.push(server);
  await server.ready;
  return server;
}

describe("a process killed while guests answer", () => {
  it("loses no acknowledged answer and no mail, and its embedded database starts again by itself", async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    smtp = await startSmtpServer();
    let port = await freePort();
    const first = await start(port);
    const page = (await getWithHost(`http://127.0.0.1:${port}/`, `demo.localhost:${port}`)).toString();
    const siteId = /"siteId":"([0-9a-f-]{36})"/.exec(page)![1]!;

    const acknowledged: string[] = [];
    let streaming = true;
    const answer = async (name: string) => (await postYesOverHttp(`http://127.0.0.1:${port}`, siteId, name)).status === 200;
    // Four guests at a time, each answer a new name; a refused connection is tried again with the next name.
    const stream = Promise.all(
      [1, 2, 3, 4].map(async (lane) => {
        for (let index = 1; streaming; index++) {
          const name = `Gäst ${lane}-${index}`;
          const ok = await answer(name).catch(() => false);
          if (ok) acknowledged.push(name);
          else await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );

    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(20);
    first.child.kill("SIGKILL");
    await first.exited;
    const beforeRestart = acknowledged.length;

    port = await freePort();
    await start(port);
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(beforeRestart + 10);
    streaming = false;
    await stream;

    const login = await fetch(`http://127.0.0.1:${port}/api/accounts/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mail: "demo@brollopssidan.se", password: "demo-password" }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const answers = await (await fetch(`http://127.0.0.1:${port}/api/rsvps/${siteId}/v4`, { headers: { cookie } })).text();
    const stored = (name: string) => answers.split(`"${name}"`).length - 1;
    expect(acknowledged.filter((name) => stored(name) !== 1)).toEqual([]);

    // By whole name: "Gäst 1-1" is not "Gäst 1-10". A mail the killed process was sending is
    // tried again once its attempt expires (60 s) and maintenance finds it (every 30 s).
    const mailed = (name: string) => smtp.received.filter((mail) => new RegExp(`${name}(?!\\d)`).test(mail.subject)).length;
    await expect.poll(() => acknowledged.filter((name) => mailed(name) === 0), { timeout: 180_000 }).toEqual([]);
    expect(acknowledged.filter((name) => mailed(name) !== 1)).toEqual([]);
  }, 300_000);
});
