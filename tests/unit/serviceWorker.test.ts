import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_WORKER_SCRIPT } from "../../src/server/features/offline/serviceWorker";

const ORIGIN = "https://anna-och-erik.example";

type Key = string | { url: string };
const keyOf = (key: Key) => (typeof key === "string" ? key : key.url);

/** The browser's caches, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: Key) => store.get(keyOf(key))?.clone(),
      put: async (key: Key, response: Response) => void store.set(keyOf(key), response),
      delete: async (key: Key) => store.delete(keyOf(key)),
      keys: async () => [...store.keys()].map((url) => ({ url })),
    };
  };
  return { stores, api: { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) } };
}

/** The worker's script run in a scope of its own, with the network in the test's hands. */
function startWorker(network: (url: string) => Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = memoryCaches();
  const scope = {
    location: { origin: ORIGIN },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  vm.runInNewContext(SERVICE_WORKER_SCRIPT, { self: scope, caches: caches.api, fetch: (request: Key) => network(keyOf(request)), Response, URL, setTimeout, Promise, Array, JSON });
  const navigate = (path: string) => {
    let answer: Promise<Response> | undefined;
    const work: Promise<unknown>[] = [];
    listeners.get("fetch")!({ request: { url: `${ORIGIN}${path}`, method: "GET", mode: "navigate" }, respondWith: (promise: Promise<Response>) => (answer = promise), waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    // The worker's work behind the answer (keeping the page) is asked for before the answer settles.
    return { answer: answer!, settled: async () => Promise.all([await answer!.catch(() => undefined), ...work]) };
  };
  return { navigate, caches };
}

const page = (text: string, status = 200) => new Response(text, { status, headers: { "content-type": "text/html" } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the service worker's page answers", () => {
  it("shows the network's page and keeps it; without a network, the kept one", async () => {
    let online = true;
    const worker = startWorker(async () => (online ? page("Välkomna") : Promise.reject(new TypeError("Failed to fetch"))));
    const first = worker.navigate("/inbjudan/abc");
    expect(await (await first.answer).text()).toBe("Välkomna");
    await first.settled();
    online = false;
    expect(await (await worker.navigate("/inbjudan/abc").answer).text()).toBe("Välkomna");
    // Another page was never kept: the browser's own offline error.
    expect((await worker.navigate("/en").answer).type).toBe("error");
  });

  it("shows the kept page when the network takes more than 3 s, and keeps the slow one for next time", async () => {
    let reply: (response: Response) => void = () => undefined;
    let slow = false;
    const worker = startWorker((url) => (slow ? new Promise((resolve) => (reply = resolve)) : Promise.resolve(page(`först ${url}`))));
    await worker.navigate("/").settled();
    slow = true;
    const second = worker.navigate("/");
    let shown: string | undefined;
    void second.answer.then(async (response) => (shown = await response.text()));
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(shown).toBe(`först ${ORIGIN}/`));
    reply(page("sedan"));
    await second.settled();
    slow = false;
    const stores = [...worker.caches.stores.values()];
    expect(await stores.find((store) => store.has(`${ORIGIN}/`))!.get(`${ORIGIN}/`)!.clone().text()).toBe("sedan");
  });

  it("drops a kept page the network says is gone, and keeps it through the server's own fault", async () => {
    let status = 200;
    const worker = startWorker(async () => page(status === 200 ? "Välkomna" : "Fel", status));
    await worker.navigate("/inbjudan/abc").settled();
    status = 503;
    await worker.navigate("/inbjudan/abc").settled();
    expect([...worker.caches.stores.values()].some((store) => store.has(`${ORIGIN}/inbjudan/abc`))).toBe(true);
    status = 404;
    expect((await worker.navigate("/inbjudan/abc").answer).status).toBe(404);
    expect([...worker.caches.stores.values()].some((store) => store.has(`${ORIGIN}/inbjudan/abc`))).toBe(false);
  });
});
