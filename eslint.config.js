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
    files: ["src/web/**/*.{ts,tsx}", "src/kit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import direction: domain ← kit ← modules ← web, server. The domain is the floor (pure);
  // src/kit holds what the modules and both apps (the owner's app and the guest page) share, so
  // no module imports an app; nothing but the server and a module's server/ part imports the server.
  {
    files: ["src/domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/web/**", "**/kit/**", "**/modules/**", "node:*"] }] },
  },
  {
    files: ["src/modules/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "src/modules may not import the server." },
            { group: ["**/web/**"], message: "src/modules may not import the apps (src/web); what both need belongs in src/kit." },
          ],
        },
      ],
    },
  },
  {
    // Types of modules (the site document the editor context carries) are allowed, their code is not.
    files: ["src/kit/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "src/kit may not import the server." },
            { group: ["**/web/**"], message: "src/kit may not import the apps (src/web): they import it." },
            { group: ["**/modules/**"], allowTypeImports: true, message: "src/kit may import src/modules only as types (import type)." },
          ],
        },
      ],
    },
  },
  // A module's server part (its guest routes) is server code: it may use the server, through the
  // core's index like a feature, and never the web app.
  {
    files: ["src/modules/*/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/web/**"], message: "A module's server part may not import the apps (src/web)." },
            { group: ["**/core/*"], message: 'Import the server core from its index ("…/core"), not its insides.' },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/**"] }] },
  },
  // The server's core (sessions, site access, mail) is used through its index only, so what
  // lies behind it can change without touching features; it never imports a feature.
  {
    files: ["src/server/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/core/*"], message: 'Import the server core from its index ("…/core"), not its insides.' },
            {
              group: [
                "**/accounts/session",
                "**/accounts/repository",
                "**/sites/repository",
                "**/sites/ownership",
                "**/sites/ownerPreviews",
                "**/publicSite/access",
                "**/publicSite/siteAccess",
                "**/mail/queue",
                "**/mail/delivery",
                "!**/core/**",
              ],
              message: 'This moved into the server core: import it from "…/core".',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/core/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/features/**"], message: "The server core never imports a feature." }] }] },
  },
);
