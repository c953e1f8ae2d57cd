import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

/** The import-direction errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId?.endsWith("no-restricted-imports")).map((message) => message.message);
}

/** The layers of src/: modules (and the kit both apps share) never import an app. */
describe("import boundaries of the modules and the kit", () => {
  beforeAll(async () => {
    eslint = new ESLint({ cwd: ROOT });
    // The first lint loads the configuration and the TypeScript parser: in the hook's longer time.
    await eslint.lintText("", { filePath: path.join(ROOT, "src/kit/warmUp.ts") });
  });

  it("refuses a module importing the owner's app", async () => {
    const errors = await boundaryErrors("src/modules/rsvp/boundaryProbe.tsx", `export { useDrawer } from "../../web/editor/useDrawer";\n`);
    expect(errors).toEqual([expect.stringContaining("src/modules may not import the apps (src/web)")]);
  });

  it("refuses a module importing the guest page's app", async () => {
    const errors = await boundaryErrors("src/modules/rsvp/boundaryProbe.tsx", `export { SitePage } from "../../web/site/SitePage";\n`);
    expect(errors).toEqual([expect.stringContaining("src/modules may not import the apps (src/web)")]);
  });

  it("lets a module import the kit", async () => {
    const code = `export { ModuleDialog } from "../../kit/editor/fields/ModuleDialog";\nexport { useSite } from "../../kit/guestPage/SiteContext";\n`;
    expect(await boundaryErrors("src/modules/rsvp/boundaryProbe.tsx", code)).toEqual([]);
  });

  it("refuses the kit importing an app or the server", async () => {
    expect(await boundaryErrors("src/kit/ui/boundaryProbe.tsx", `export { App } from "../../web/app/App";\n`)).toEqual([
      expect.stringContaining("src/kit may not import the apps (src/web)"),
    ]);
    expect(await boundaryErrors("src/kit/ui/boundaryProbe.tsx", `export { loadConfig } from "../../server/config";\n`)).toEqual([
      expect.stringContaining("src/kit may not import the server"),
    ]);
  });

  it("lets the kit import modules' types, never their code", async () => {
    const typeOnly = `export type { SiteDocument } from "../../modules/siteDocument";\n`;
    expect(await boundaryErrors("src/kit/guestPage/boundaryProbe.ts", typeOnly)).toEqual([]);
    const code = `export { siteDocument } from "../../modules/siteDocument";\n`;
    expect(await boundaryErrors("src/kit/guestPage/boundaryProbe.ts", code)).toEqual([expect.stringContaining("src/kit may import src/modules only as types")]);
  });
});
