import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLogs, feedback } from "../../src/server/db/schema";
import { agent, createTestApp, registerOwner, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/feedback/", () => {
  it("stores the feedback and mails it to the brand's contact address with a reply-to", async () => {
    const owner = await registerOwner(t.app);
    const response = await owner.client.post("/api/feedback/", { expectsReply: true, userMail: "svar@example.com", feedbackText: "Så fint!" });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(feedback);
    expect(row).toMatchObject({ expectsReply: true, userMail: "svar@example.com", feedbackText: "Så fint!" });
    await t.mailDelivered();
    const mail = t.smtp.sentTo("info@brollopssidan.se").at(-1)!;
    expect(mail.text).toContain("Så fint!");
    expect(mail.replyTo).toBe("svar@example.com");
  });

  it("needs a login and a feedback text", async () => {
    expect((await agent(t.app).post("/api/feedback/", { expectsReply: false, userMail: "", feedbackText: "Hej" })).statusCode).toBe(401);
    const owner = await registerOwner(t.app);
    const empty = await owner.client.post("/api/feedback/", { expectsReply: false, userMail: "", feedbackText: "   " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual(["feedbackText"]);
    const wrongType = await owner.client.post("/api/feedback/", { expectsReply: "yes", feedbackText: "Hej" });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().fields).toEqual(["expectsReply"]);
  });
});

describe("POST /api/logs/", () => {
  const entry = { url: "http://localhost:3000/redigera/x/", severity: 3, originId: "web", userAgent: "Chromium", errorObject: { message: "boom", stack: "at x" }, info: "{}" };

  it("stores a client log entry, logged in or not", async () => {
    const response = await agent(t.app).post("/api/logs/", entry);
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.select().from(clientLogs);
    expect(rows.at(-1)).toMatchObject({ url: entry.url, severity: 3, originId: "web", errorObject: { message: "boom", stack: "at x" } });
  });

  it("refuses entries without the required fields or over the size limits", async () => {
    expect((await agent(t.app).post("/api/logs/", { url: "x" })).statusCode).toBe(422);
    expect((await agent(t.app).post("/api/logs/", { ...entry, severity: 9 })).json().fields).toEqual(["severity"]);
    const huge = await agent(t.app).post("/api/logs/", { ...entry, info: "x".repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().isErrorResponse).toBe(true);
  });
});
