import { afterEach, describe, expect, it, vi } from "vitest";
import { guestApi, GuestApiError } from "./guestApi";

afterEach(() => vi.unstubAllGlobals());

describe("a guest call", () => {
  it("sends a file's part as bytes, and a refusal carries the server's retry-after in seconds", async () => {
    const sent: RequestInit[] = [];
    const answers = [new Response(JSON.stringify({ receivedParts: [0] }), { status: 200 }), new Response("{}", { status: 429, headers: { "retry-after": "5" } }), new Response("{}", { status: 503 })];
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => (sent.push(init), answers.shift()));
    const part = new Blob([new Uint8Array([1, 2, 3])]);
    expect(await guestApi("/api/guest-photos/s/uploads/u/parts/0", { method: "PUT", bytes: part })).toEqual({ receivedParts: [0] });
    expect(sent[0]).toMatchObject({ method: "PUT", body: part, headers: { "content-type": "application/octet-stream" } });
    await expect(guestApi("/finish", { method: "POST", body: {} })).rejects.toSatisfy((error: GuestApiError) => error.clientError.status === 429 && error.retryAfterSeconds === 5);
    await expect(guestApi("/finish", { method: "POST", body: {} })).rejects.toSatisfy((error: GuestApiError) => error.clientError.status === 503 && error.retryAfterSeconds === undefined);
  });
});
