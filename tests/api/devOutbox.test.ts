import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";

const resetMail = { id: "m1", from: "Bröllopssidan <info@brollopssidan.se>", to: "owner@example.com", subject: "Nytt lösenord", text: "http://localhost:3000/aterstall-losenord/?token=secret-token", sentAt: "2026-01-01T00:00:00.000Z" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ outbox: async () => [resetMail] });
});
afterAll(() => t.close());

const outboxFrom = (remoteAddress: string) => t.app.inject({ method: "GET", url: "/dev/outbox", remoteAddress });

describe("GET /dev/outbox", () => {
  it("shows the sandbox mail, reset links included, to clients on this machine", async () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      const response = await outboxFrom(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body, address).toContain("secret-token");
    }
  });

  it("answers 404 in the spec's shape to any other client", async () => {
    for (const address of ["203.0.113.7", "10.0.0.2", "192.168.1.20", "::ffff:10.0.0.2", "2001:db8::1", "::"]) {
      const response = await outboxFrom(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toMatchObject({ isErrorResponse: true });
      expect(response.body, address).not.toContain("secret-token");
    }
  });
});
