import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importForMail } from "../../src/server/features/legacyImport/service";
import { agent, createTestApp, uniqueOwnerMail, type TestApp } from "../support/app";

const MINIMAL = path.resolve(import.meta.dirname, "../fixtures/legacy-import/minimal.json");
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe("the first mail of an owner whose site was migrated", () => {
  it("is one welcome saying what happened, with their address and a link to set a password that works for days, however often the site is imported", async () => {
    const mail = uniqueOwnerMail();
    const json = await fs.readFile(MINIMAL);
    const first = await importForMail(t.deps, mail, { json, files: new Map() });
    expect(first.accountCreated).toBe(true);
    // Imported again (a corrected document): the account is there, no second welcome.
    expect((await importForMail(t.deps, mail, { json, files: new Map() })).accountCreated).toBe(false);
    await t.mailDelivered();

    const sent = t.smtp.sentTo(mail);
    expect(sent.map((each) => each.subject)).toEqual(["Din sida har flyttats till oss"]);
    const [welcome] = sent;
    expect(welcome!.text).not.toContain("förhoppningsvis du");
    expect(welcome!.text).toContain("flyttat din sida");
    expect(welcome!.text).toContain(`Ditt konto är ${mail}`);
    const token = /\/aterstall-losenord\/(\S+)/.exec(welcome!.text)?.[1];
    expect(token).toBeDefined();

    // Read a few days later, the link still sets the password, and the owner logs in with it.
    t.advanceTime(3 * DAY_MS);
    const owner = agent(t.app);
    const set = await owner.request({ method: "PUT", url: "/api/accounts/reset-password/", payload: { token, password: "ett-eget-losenord" } });
    expect(set.statusCode, set.body).toBe(200);
    const login = await owner.request({ method: "POST", url: "/api/accounts/login/", payload: { mail, password: "ett-eget-losenord" } });
    expect(login.statusCode, login.body).toBe(200);
  });
});
