import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, createTestApp, registerOwner, type Agent, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { perIp: { max: 30, window: 60_000 }, perMail: { max: 10, window: 15 * 60_000 } } });
});
afterAll(() => t.close());

let addresses = 0;
/** Each browser on its own IP address, so only the per-address and per-device limits are in play. */
const browser = () => {
  const remoteAddress = `127.0.3.${++addresses}`;
  const client = agent(t.app);
  return { client, login: (mail: string, password: string, headers?: Record<string, string>) => client.request({ method: "POST", url: "/api/accounts/login/", payload: { mail, password }, remoteAddress, headers }) };
};

async function ownerWithKnownBrowser() {
  const owner = await registerOwner(t.app, undefined, "owner-password");
  const owners = browser();
  const first = await owners.login(owner.mail, "owner-password");
  expect(first.statusCode).toBe(200);
  const device = first.cookies.find((cookie) => cookie.name === "device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  owners.client.cookies.delete("session");
  return { owner, owners, device: device!.value };
}

async function lockOut(mail: string) {
  const attacker = browser();
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await attacker.login(mail, `guess-${i}`)).statusCode);
  // The owner's own registration and login counted against the address too.
  expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
  expect(statuses.at(-1)).toBe(429);
}

const loggedIn = async (client: Agent) => (await client.get("/api/accounts/me/")).statusCode === 200;

describe("a targeted lockout", () => {
  it("lets the owner's browser that logged in before through, while a browser without a device cookie is refused", async () => {
    const { owner, owners } = await ownerWithKnownBrowser();
    await lockOut(owner.mail);

    const stranger = browser();
    const refused = await stranger.login(owner.mail, "owner-password");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorDescription.sv).toBe("För många försök. Vänta en stund och försök igen.");
    expect(await loggedIn(stranger.client)).toBe(false);

    const known = await owners.login(owner.mail, "owner-password");
    expect(known.statusCode).toBe(200);
    expect(await loggedIn(owners.client)).toBe(true);
  });

  it("does not let a forged, tampered or other account's device cookie through", async () => {
    const { owner, device } = await ownerWithKnownBrowser();
    const other = await ownerWithKnownBrowser();
    await lockOut(owner.mail);
    const [accountId, deviceId, signature] = device.split(".");
    const flipped = `${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    for (const cookie of [`${accountId}.${deviceId}.${flipped}`, `${accountId}.other-device.${signature}`, `${accountId}.${deviceId}`, other.device]) {
      const response = await browser().login(owner.mail, "owner-password", { cookie: `device=${cookie}` });
      expect(response.statusCode, cookie).toBe(429);
    }
  });

  it("gives a device cookie its own allowance, so a stolen one is no unlimited oracle", async () => {
    const { owner, device } = await ownerWithKnownBrowser();
    const thief = browser();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await thief.login(owner.mail, `guess-${i}`, { cookie: `device=${device}` })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});
