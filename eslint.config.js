import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".react-router",
      "node_modules",
      "public",
      "test-results",
      "playwright-report",
      "data",
      "backups",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-console": ["error", { allow: ["error", "warn", "info"] }],
    },
  },
  {
    files: ["scripts/**", "tests/**", "server/**", "db/**", "**/*.test.ts", "**/*.server.ts"],
    rules: { "no-console": "off" },
  },
  {
    // Plain Node scripts the pipelines run before npm install (deploy/due.mjs).
    files: ["deploy/**/*.mjs"],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
  {
    // What the browser runs (the contact form's island and the primitives it uses) draws
    // only the site's interface icons: the content icons' table (<Icon name>) would bring
    // every glyph into the island (docs/decisions/0017, 0018).
    files: [
      "app/browser/**",
      "app/components/sections/contact/contact-form.tsx",
      "app/components/ui/forms.tsx",
      "app/components/ui/site-toaster.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(icons|icon|content-icons)$",
              message:
                "What the browser runs imports its glyphs from interface-icons.ts (add the name to interfaceIconNames and run npm run icons).",
            },
          ],
        },
      ],
    },
  },
);
