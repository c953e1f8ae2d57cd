import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { logDestination, serverLogger } from "../../src/server/logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe("the server's console", () => {
  it("prints plain lines in development: the demo login as text, a request as its method, path and answer", () => {
    const { lines, stream } = capture();
    const log = serverLogger("info", logDestination("development", stream));
    log.info("Demo owner: demo@brollopssidan.se / demo-password");
    log.info({ reqId: "req-1", req: { method: "GET", url: "/redigera/" }, res: { statusCode: 200 }, responseTime: 12.4 }, "request completed");
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Demo owner: demo@brollopssidan\.se \/ demo-password$/);
    expect(lines[1]).toMatch(/INFO: 200 GET \/redigera\/ in 12 ms$/);
    expect(lines.join("\n")).not.toContain("{");
  });

  it("keeps JSON lines for production and the test runner", () => {
    expect(logDestination("production")).toBeUndefined();
    expect(logDestination("test")).toBeUndefined();
  });
});
