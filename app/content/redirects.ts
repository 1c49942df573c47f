import { pathKey } from "../lib/paths";

/**
 * Permanent redirects for paths the original site linked to without a page
 * (DESIGN.md, "Deliberate improvements"). Registered in app/routes.ts, never
 * prerendered or listed in the sitemap.
 */
export const legacyRedirects = [
  { from: "/services/simulation-development", to: "/services/simulations" },
  { from: "/services/ai-development", to: "/services/ai" },
] as const;

export function redirectTarget(pathname: string): string | undefined {
  const key = pathKey(pathname);
  return legacyRedirects.find((entry) => entry.from === key)?.to;
}
