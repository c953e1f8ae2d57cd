import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { composeDeps } from "./composeDeps";
import { applyMigrations, connect, whileStartupLocked } from "./db/client";
import { ensureDatabase, runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { ImportRefused, reportLines } from "./features/legacyImport/problems";
import { importForMail } from "./features/legacyImport/service";
import { configuredMailer } from "./providers/mail/configured";
import { loadConfigOrExit } from "./processLifecycle";

const USAGE = "usage: npm run import-site -- FILE.json --mail owner@example.se [--images DIR]";

/** The image files of a folder, by name, each read when it is stored. */
async function folderFiles(folder: string): Promise<Map<string, () => Promise<Buffer>>> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  return new Map(entries.filter((entry) => entry.isFile()).map((entry) => [entry.name, () => fs.readFile(path.join(folder, entry.name))]));
}

/**
 * `npm run import-site`: imports a legacy site document and its images into the site of the
 * account with that mail (made when there is none), on the database `npm start` uses: the
 * DATABASE_URL, or the embedded one (the running app's, else started for the command).
 * Exit 0 with a summary; 1 with the report, one problem a line; 2 for a wrong command line.
 */
async function importSite(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, allowPositionals: true, options: { mail: { type: "string" }, images: { type: "string" } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file, ...extra] = args.positionals;
  const mail = args.values.mail?.trim();
  if (!file || extra.length || !mail) {
    console.error(USAGE);
    return 2;
  }
  const json = await fs.readFile(file).catch((error: NodeJS.ErrnoException) => error);
  if (json instanceof Error) {
    console.error(`${file}: ${json.message}`);
    return 1;
  }
  const imagesDir = args.values.images ?? path.dirname(file);
  const files = await folderFiles(imagesDir).catch((error: NodeJS.ErrnoException) => error);
  if (files instanceof Error) {
    console.error(`--images ${imagesDir}: ${files.message}`);
    return 1;
  }

  const config = loadConfigOrExit();
  const log = pino({ level: "warn" });
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    let serverUrl = await runningEmbeddedPostgres(config.dataDir);
    if (!serverUrl) {
      embedded = await startEmbeddedPostgres(config.dataDir, (message) => log.warn(message));
      serverUrl = embedded.url;
    }
    databaseUrl = await ensureDatabase(serverUrl, "eventsite");
  }
  const database = connect(databaseUrl, 3);
  const mailer = configuredMailer(config);
  // Only queues mail: the app's worker delivers it.
  const deps = composeDeps({ ...config, jobsWorker: false }, database.db, mailer, {}, (message, error) => log.warn({ err: error }, message));
  try {
    await whileStartupLocked(database, () => applyMigrations(database));
    const imported = await importForMail(deps, mail, { json, files });
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
    console.log(`Imported ${file} into site ${imported.site.id} of ${mail}: ${count(imported.document.modules.length, "module")}, ${count(imported.document.images.length, "image")}`);
    for (const line of reportLines(imported.warnings)) console.log(`warning: ${line}`);
    if (imported.accountCreated) console.log(`Created the account ${mail} with a random password; a welcome mail with a link to choose one is queued (the link works for 14 days; "Glömt lösenordet?" sends a new one).`);
    return 0;
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    console.error(`${file} was not imported; nothing was stored:`);
    for (const line of reportLines(error.problems)) console.error(line);
    return 1;
  } finally {
    await deps.jobs.stop();
    await deps.siteCache.stop();
    await database.close();
    await embedded?.stop();
  }
}

importSite(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
