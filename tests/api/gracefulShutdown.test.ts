import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../src/server/db/schema";
import { freePort } from "../../src/server/db/embedded";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { spawnServer } from "../support/spawnServer";

let database: TestDatabase;
let server: ReturnType<typeof spawnServer>;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  server = spawnServer({ PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: database.url });
  await server.ready;
}, 60_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await server.exited;
  await database?.close();
});

/** Starts a request and sends the first half of its body; the rest goes when `finish` is called. */
function slowRequest(path: string, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (answer) => {
      let text = "";
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, half));
  return { response, finish: () => request.end(body.slice(half)) };
}

describe("a process told to stop (SIGTERM)", () => {
  it("takes no new requests, finishes the one in flight, then exits", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const mail = `late-${Date.now()}@example.com`;
    const inFlight = slowRequest("/api/accounts/register/", JSON.stringify({ mail, password: "secret-password", acceptTerms: true }));
    // The server has the request (it logs each one as it comes in) before it is told to stop.
    await expect.poll(() => server.output(), { timeout: 5000 }).toContain("/api/accounts/register/");

    server.child.kill("SIGTERM");
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then(() => "answered", () => "refused"), { timeout: 5000 }).toBe("refused");
    expect(server.child.exitCode).toBeNull(); // still finishing the registration

    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status, answer.body).toBe(201);
    expect(await server.exited, server.output()).toBe(0);
    const stored = await database.db.select({ mail: accounts.mail }).from(accounts);
    expect(stored.map((row) => row.mail)).toContain(mail);
  }, 30_000);
});
