import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

/**
 * Every registered page is prerendered at build time (see docs/architecture.md);
 * the SSR server handles the contact action, unknown paths (404) and anything else.
 * BUILD_DIR lets several builds coexist (parallel work, benchmarks); default "build".
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: () => prerenderPaths(),
} satisfies Config;
