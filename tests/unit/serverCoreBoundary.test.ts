import { readFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration on fixture files, linted as if they lay in the server
// (the rules apply by path): features use the core only through its index.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(fixture: string, filePath: string): Promise<string[]> {
  const code = await readFile(path.join(root, "tests/fixtures/boundaries/server", fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the server core's boundary", { timeout: 30_000 }, () => {
  it("refuses a feature importing one of the core's files", async () => {
    const errors = await restrictedImports("featureImportsCoreInsides.txt", "src/server/features/answers/example.ts");
    expect(errors).toEqual([expect.stringContaining('Import the server core from its index ("…/core"), not its insides.')]);
  });

  it("refuses a feature importing a path the core's files moved from", async () => {
    const errors = await restrictedImports("featureImportsMovedPath.txt", "src/server/features/answers/example.ts");
    expect(errors).toEqual([expect.stringContaining('This moved into the server core: import it from "…/core".')]);
  });

  it("lets a feature import the core's index", async () => {
    expect(await restrictedImports("featureImportsCore.txt", "src/server/features/answers/example.ts")).toEqual([]);
  });

  it("refuses the core importing a feature", async () => {
    const errors = await restrictedImports("coreImportsFeature.txt", "src/server/core/sites/example.ts");
    expect(errors).toEqual([expect.stringContaining("The server core never imports a feature.")]);
  });
});
