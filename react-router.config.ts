import { availableParallelism } from "node:os";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages";

/**
 * Every registered page is prerendered at build time (see docs/architecture.md);
 * the SSR server handles the contact action, unknown paths (404) and anything else.
 * The registry (app/content/pages.ts) and every module it imports use relative
 * imports: this file loads them before Vite's `~` alias exists.
 * BUILD_DIR lets several builds coexist (parallel work, benchmarks); default "build".
 * The v8 future flags are on, so that React Router 8 is a version bump. With
 * v8_middleware, loaders and actions read what the server gives them through
 * typed contexts (app/load-context.ts).
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages rendered side by side: while one waits on its files, another renders
  // (docs/decisions/0023-publish-in-a-minute.md); each page's bytes are the same.
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: Math.max(2, availableParallelism() * 2),
  },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
