import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemDns } from "../../src/server/providers/domains/systemDns";
import { startDnsServer, type Zone } from "../support/dnsServer";

const zone: Zone = {
  a: { "annaocherik.se": ["192.0.2.10", "192.0.2.11"], "bara-a.se": ["192.0.2.12"] },
  cname: { "www.annaocherik.se": "sites.example.net." },
  txt: { "annaocherik.se": ["v=spf1 -all", "site-proof=abc123"] },
};
let server: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  server = await startDnsServer(zone);
});
afterAll(() => server.close());

describe("systemDns against a loopback DNS server", () => {
  it("reads A records and CNAME targets without the trailing dot", async () => {
    const dns = systemDns([server.server]);
    expect((await dns.aRecords("annaocherik.se")).sort()).toEqual(["192.0.2.10", "192.0.2.11"]);
    expect(await dns.cnames("www.annaocherik.se")).toEqual(["sites.example.net"]);
  });

  it("reads TXT records", async () => {
    const dns = systemDns([server.server]);
    expect((await dns.txtRecords("annaocherik.se")).sort()).toEqual(["site-proof=abc123", "v=spf1 -all"]);
    expect(await dns.txtRecords("bara-a.se")).toEqual([]);
    expect(await dns.txtRecords("finns-inte.se")).toEqual([]);
  });

  it("answers empty for a name without such records or without any", async () => {
    const dns = systemDns([server.server]);
    expect(await dns.cnames("bara-a.se")).toEqual([]);
    expect(await dns.aRecords("finns-inte.se")).toEqual([]);
    expect(await dns.cnames("www.finns-inte.se")).toEqual([]);
  });
});
