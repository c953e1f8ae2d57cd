import type { FastifyInstance, InjectOptions } from "fastify";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp, type AppOptions } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import type { Deps, RateLimits } from "../../src/server/deps";
import { composeDeps } from "../../src/server/composeDeps";
import { smtpMailer } from "../../src/server/providers/mail/smtp";
import { createTestDatabase, type TestDatabase } from "./database";
import { mailDelivered } from "./mailQueue";
import { noPrintPage } from "./printRenderer";
import { startSmtpServer } from "./smtp";
import { copyStarterFiles } from "./starterFiles";

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimits?: RateLimits;
  shell?: AppOptions["shell"];
  outbox?: AppOptions["outbox"];
  /** Providers to use instead of the configured ones (capturing Stripe and Swish sandboxes, a DNS resolver on loopback …). */
  overrides?: Partial<Deps>;
  /** Another app's database, to start a second app on it (a restart); it stays open when this app closes. */
  database?: TestDatabase;
  /** Start with the starter pictures already stored (the default, which saves drawing them in every file). */
  starterFiles?: boolean;
  /** The app's logger (Fastify's options), to read what it logs; none by default. */
  logger?: AppOptions["logger"];
  /** Sees every route as it is registered. */
  onRoute?: AppOptions["onRoute"];
}

/**
 * The whole server in-process over a fresh database, sending mail over SMTP to a loopback
 * server, with a clock the test can move.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createTestDatabase());
  const smtp = await startSmtpServer();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "api-data-"));
  // Queued mail is picked up within half a second, and a failed attempt retried after a second or two.
  const config = loadConfig({ NODE_ENV: "test", MAPS: "sandbox", SEED_DEMO: "false", SMTP_URL: smtp.url, DATA_DIR: dataDir, JOBS_POLLING_SECONDS: "0.5", MAIL_RETRY_DELAY_SECONDS: "1", ...options.env });
  let offset = 0;
  const deps = composeDeps(config, database.db, smtpMailer(smtp.url, config.mailFrom), {
    now: () => new Date(Date.now() + offset),
    rateLimits: options.rateLimits ?? { perIp: { max: 10_000, window: 60_000 }, perMail: { max: 10_000, window: 60_000 } },
    printRenderer: noPrintPage,
    ...options.overrides,
  });
  if (options.starterFiles !== false) await copyStarterFiles(deps.storage);
  const app = await buildApp({ deps, shell: options.shell, outbox: options.outbox, logger: options.logger, onRoute: options.onRoute });
  return {
    app,
    deps,
    database,
    smtp,
    /** Waits until the mail queue has delivered everything queued so far. */
    mailDelivered: () => mailDelivered(database),
    /** Moves the app's clock forward. */
    advanceTime: (ms: number) => {
      offset += ms;
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A client that keeps cookies between calls, like a browser would. */
export function agent(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const request = async (options: InjectOptions) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
    for (const set of response.cookies) {
      if (set.expires && new Date(set.expires).getTime() < Date.now()) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return response;
  };
  return {
    request,
    get: (url: string, headers?: Record<string, string>) => request({ method: "GET", url, headers }),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => request({ method: "POST", url, payload: payload as object, headers }),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) => request({ method: "PUT", url, payload: payload as object, headers }),
    cookies: jar,
  };
}

export type Agent = ReturnType<typeof agent>;

let counter = 0;
/** A mail address no other owner in this run has registered with. */
export const uniqueOwnerMail = () => `owner${++counter}-${Date.now()}@example.com`;

/** Registers a new owner (and their site) through the API; the agent stays logged in. */
export async function registerOwner(app: FastifyInstance, mail = uniqueOwnerMail(), password = "secret-password") {
  const client = agent(app);
  const response = await client.post("/api/accounts/register/", { mail, password, acceptTerms: true });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const body = response.json() as { site: { _id: string } };
  return { client, mail, password, siteId: body.site._id };
}
