import fs from "node:fs";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberRole } from "../../src/domain/siteRoles";
import { siteMembers } from "../../src/server/db/schema";
import { createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";

/** docs/roles.md's table of routes: method, path and the roles named (or "guests"). */
function rolesTable(): { method: string; path: string; who: string[] }[] {
  const text = fs.readFileSync(path.join(__dirname, "../../docs/roles.md"), "utf8");
  return [...text.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| ([^|]+) \|/gm)].map(([, method, route, who]) => ({
    method: method!,
    path: route!,
    who: who!.split(",").map((word) => word.trim()),
  }));
}

const CALLERS = ["owner", "co-owner", "toastmaster", "helper", "stranger"] as const;
type Caller = (typeof CALLERS)[number];

const SOME_ID = "00000000-0000-4000-8000-000000000001";
const PARAM_VALUES: Record<string, string> = { host: "someone-else.localhost", domain: "example.se", fullDomain: "example.se", kind: "money", groupIdentifier: "g1" };

let t: TestApp;
const registered: string[] = [];
let siteId: string;
const callers = {} as Record<Caller, Agent & { accountId: string }>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== "HEAD" && route.url.includes(":siteId")) registered.push(`${method} ${route.url}`);
    },
  });
  for (const caller of CALLERS) {
    const { client, siteId: ownSite } = await registerOwner(t.app);
    const me = (await client.get("/api/accounts/me/")).json() as { site: { _id: string } };
    expect(me.site._id).toBe(ownSite);
    const [row] = await t.database.db.query.sites.findMany({ where: (sites, { eq }) => eq(sites.id, ownSite) });
    callers[caller] = Object.assign(client, { accountId: row!.accountId });
    if (caller === "owner") siteId = ownSite;
  }
});
afterAll(() => t.close());

/** Puts the members back (a helper's call to leave takes them off). */
async function seatMembers() {
  const roles: MemberRole[] = ["co-owner", "toastmaster", "helper"];
  await t.database.db
    .insert(siteMembers)
    .values(roles.map((role) => ({ siteId, accountId: callers[role].accountId, role })))
    .onConflictDoNothing();
}

describe("docs/roles.md", () => {
  it("lists every route of a site", () => {
    const listed = new Set(rolesTable().map((row) => `${row.method} ${row.path}`));
    const missing = [...new Set(registered)].filter((route) => !listed.has(route));
    expect(missing, "routes missing from docs/roles.md").toEqual([]);
    const gone = [...listed].filter((route) => !registered.includes(route));
    expect(gone, "rows of docs/roles.md with no such route").toEqual([]);
  });

  it("is what each role gets: allowed is never 401 or 403, refused is 403", async () => {
    const wrong: string[] = [];
    for (const row of rolesTable()) {
      if (row.who.includes("guests")) continue;
      const url = row.path.replace(/:(\w+)/g, (_, name: string) => (name === "siteId" ? siteId : (PARAM_VALUES[name] ?? SOME_ID)));
      for (const caller of CALLERS) {
        await seatMembers();
        const payload = row.method === "GET" || row.method === "DELETE" ? undefined : {};
        const response = await callers[caller].request({ method: row.method as "GET", url, ...(payload ? { payload } : {}) });
        const allowed = row.who.includes(caller);
        const refused = response.statusCode === 403 || response.statusCode === 401;
        if (allowed ? refused : response.statusCode !== 403) wrong.push(`${row.method} ${row.path} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
