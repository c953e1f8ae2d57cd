import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/server/db/connectionErrors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached right now", () => {
  it("is told by a refused connection, a server shutting down or starting, and a dropped connection", async () => {
    // A port nothing listens on: the driver's own error, as a request sees it.
    const refused = await new pg.Client({ host: "127.0.0.1", port: 1 }).connect().catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is shutting down", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("is told through the query error drizzle wraps around the driver's", () => {
    const cause = new Error("Client has encountered a connection error and is not queryable");
    expect(isDatabaseUnavailable(new DrizzleQueryError("rollback", [], cause))).toBe(true);
  });

  it("is not a statement the database refused", () => {
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], withCode("syntax error", "42601")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Internal bug"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
