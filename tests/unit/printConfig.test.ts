import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";

const PRODUCTION = { NODE_ENV: "production", ALLOW_SANDBOX_PAYMENTS: "true" } as const;

describe("print configuration", () => {
  it("renders from this process: its port on loopback, or the interface it listens on", () => {
    expect(loadConfig({ NODE_ENV: "test" }).printRenderer.baseUrl).toBe("http://127.0.0.1:3000");
    expect(loadConfig({ ...PRODUCTION, PORT: "8080" }).printRenderer.baseUrl).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ ...PRODUCTION, HOST: "10.0.0.5" }).printRenderer.baseUrl).toBe("http://10.0.0.5:3000");
    expect(loadConfig({ ...PRODUCTION, HOST: "::1" }).printRenderer.baseUrl).toBe("http://[::1]:3000");
    expect(loadConfig({ NODE_ENV: "test", PRINT_RENDER_URL: "http://web.internal:3000/" }).printRenderer.baseUrl).toBe("http://web.internal:3000");
  });

  it("mails the print shop when its address is given, and needs the address for PRINT_PARTNER=mail", () => {
    expect(loadConfig({ NODE_ENV: "test" }).printPartner).toEqual({ kind: "sandbox" });
    expect(loadConfig({ NODE_ENV: "test", PRINT_SHOP_MAIL: "order@tryckeri.example" }).printPartner).toEqual({ kind: "mail", shopMail: "order@tryckeri.example" });
    expect(loadConfig({ NODE_ENV: "test", PRINT_PARTNER: "sandbox", PRINT_SHOP_MAIL: "order@tryckeri.example" }).printPartner).toEqual({ kind: "sandbox" });
    expect(() => loadConfig({ NODE_ENV: "test", PRINT_PARTNER: "mail" })).toThrow("PRINT_PARTNER=mail needs PRINT_SHOP_MAIL");
    expect(() => loadConfig({ NODE_ENV: "test", PRINT_SHOP_MAIL: "not an address" })).toThrow("PRINT_SHOP_MAIL");
  });
});
