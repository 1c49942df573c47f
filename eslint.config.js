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
    // What hydrates (the root's header, footer and error pages, the contact page and the
    // primitives they use) draws only the site's interface icons: the one page that
    // hydrates carries every glyph its components import (docs/decisions/0017).
    files: [
      "app/root.tsx",
      "app/components/layout/**",
      "app/components/sections/contact/**",
      "app/components/sections/not-found.tsx",
      "app/components/sections/error-panel.tsx",
      "app/components/ui/button-link.tsx",
      "app/components/ui/forms.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)(icons|icon|content-icons)$",
              message:
                "A component that hydrates imports its glyphs from interface-icons.ts (add the name to interfaceIconNames and run npm run icons).",
            },
          ],
        },
      ],
    },
  },
);
