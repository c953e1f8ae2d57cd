import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "data/", ".test-data/", "node_modules/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import direction: the domain is pure; the web app never reaches into the server.
  {
    files: ["src/domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/web/**", "node:*"] }] },
  },
  {
    files: ["src/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
);
