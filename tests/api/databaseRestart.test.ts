import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureDatabase, freePort } from "../../src/server/db/embedded";
import { getWithHost } from "../support/getWithHost";
import { startRestartablePostgres } from "../support/restartablePostgres";
import { startSmtpServer } from "../support/smtp";
import { spawnServer, spawnWorker } from "../support/spawnServer";
import { postYesOverHttp } from "../support/rsvpOverHttp";

/**
 * An app process and a job worker over a PostgreSQL server that is restarted (fast shutdown,
 * which terminates busy connections) while guests keep answering.
 */
const dataDir = path.resolve(".test-data", `db-restart-${process.pid}`);
let postgres: Awaited<ReturnType<typeof startRestartablePostgres>> | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
const children: { child: { exitCode: number | null; kill(signal: NodeJS.Signals): boolean }; exited: Promise<unknown> }[] = [];

afterAll(async () => {
  for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
  await Promise.all(children.map(({ exited }) => exited));
  await smtp?.close();
  await postgres?.remove();
});

const RESTARTS = 3;
/** How soon after the database is back the process must say it is ready again. */
const READY_AGAIN_MS = 5000;
/** Each guest stops after this many answers whatever happens, so the load is bounded. */
const MAX_ANSWERS_PER_GUEST = 2000;

interface Outcome {
  name: string;
  /** The HTTP status, or "dropped" when the connection failed without an answer. */
  status: number | "dropped";
  retryAfter?: string | null;
  body?: string;
}

describe("the database restarted while guests answer", () => {
  it("keeps the app and the worker running, answers 503 while it is away, and loses no acknowledged answer", async () => {
    postgres = await startRestartablePostgres(dataDir);
    const databaseUrl = await ensureDatabase(postgres.url, "eventsite");
    smtp = await startSmtpServer();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url };
    const web = spawnServer({ ...env, PORT: String(port), HOST: "127.0.0.1", SEED_DEMO: "true", JOBS_WORKER: "false", POST_KEY_MIN_AGE_MS: "0", RATE_LIMIT_PER_IP: "100000" });
    children.push(web);
    await web.ready;
    // The worker starts while the first guests answer.
    const worker = spawnWorker(env);
    children.push(worker);

    const page = (await getWithHost(`${base}/`, `demo.localhost:${port}`)).toString();
    const siteId = /"siteId":"([0-9a-f-]{36})"/.exec(page)![1]!;

    const outcomes: Outcome[] = [];
    const acknowledged = () => outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.name);
    const answer = async (name: string): Promise<Outcome> => {
      try {
        const response = await postYesOverHttp(base, siteId, name);
        return { name, status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
      } catch {
        return { name, status: "dropped" };
      }
    };
    let streaming = true;
    // Four guests at a time, each answer a new name; a refusal is followed by a short pause, as a guest would wait.
    const stream = Promise.all(
      [1, 2, 3, 4].map(async (lane) => {
        for (let index = 1; streaming && index <= MAX_ANSWERS_PER_GUEST; index++) {
          const outcome = await answer(`Gäst ${lane}-${index}`);
          outcomes.push(outcome);
          if (outcome.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    const status = (route: string) => fetch(`${base}${route}`).then((response) => response.status, () => "dropped" as const);

    await expect.poll(() => acknowledged().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    await worker.ready;
    const readyAgainMs: number[] = [];
    for (let restart = 1; restart <= RESTARTS; restart++) {
      const before = outcomes.length;
      await postgres.stop();
      // Guests are told to come back later while it is away; the process itself stays up.
      await expect.poll(() => [...new Set(outcomes.slice(before).map((outcome) => outcome.status))], { timeout: 10_000 }).toContain(503);
      await expect.poll(() => status("/readyz"), { timeout: 5000 }).toBe(503);
      expect(await status("/healthz")).toBe(200);

      await postgres.start();
      const back = Date.now();
      await expect.poll(() => status("/readyz"), { timeout: 20_000, interval: 100 }).toBe(200);
      readyAgainMs.push(Date.now() - back);
      const answered = acknowledged().length;
      await expect.poll(() => acknowledged().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(answered + 5);
    }
    streaming = false;
    await stream;

    expect(web.child.exitCode, web.output()).toBeNull();
    expect(worker.child.exitCode, worker.output()).toBeNull();
    // Every request got an answer: stored, or 503 with a time to come back (no 500, no dropped connection).
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect(refused.filter((outcome) => outcome.status !== 503).map(({ name, status, body }) => ({ name, status, body }))).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(outcome.body!)).toMatchObject({ isErrorResponse: true, errorDescription: { sv: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund." } });
    }
    for (const ms of readyAgainMs) expect(ms).toBeLessThan(READY_AGAIN_MS);

    const login = await fetch(`${base}/api/accounts/login/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mail: "demo@brollopssidan.se", password: "demo-password" }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const answers = await (await fetch(`${base}/api/rsvps/${siteId}/v4`, { headers: { cookie } })).text();
    const stored = (name: string) => answers.split(`"${name}"`).length - 1;
    expect(acknowledged().filter((name) => stored(name) !== 1)).toEqual([]);

    // The worker works the queue again: a mail asked for now is sent.
    const reset = await fetch(`${base}/api/accounts/reset-password/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mail: "demo@brollopssidan.se" }) });
    expect(reset.status).toBe(200);
    await expect.poll(() => smtp!.received.filter((mail) => mail.to.includes("demo@brollopssidan.se") && /lösenord/i.test(mail.subject)).length, { timeout: 30_000 }).toBe(1);
  }, 90_000);
});
