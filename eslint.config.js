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
  // Import direction: the domain is the floor (pure, and below the modules that build on it);
  // modules (but for each one's server/ part) and the web app never reach into the server.
  {
    files: ["src/domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/web/**", "**/modules/**", "node:*"] }] },
  },
  {
    files: ["src/modules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
  // A module's server part (its guest routes) is server code: it may use the server, never the web app.
  {
    files: ["src/modules/*/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/web/**"] }] },
  },
  {
    files: ["src/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
);
