/**
 * The routes a change touched: those whose built page differs between two
 * builds (route → hash of its HTML). A route missing from the earlier build
 * counts as changed, so with no earlier build every route does.
 */
export function changedRoutes(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([route, hash]) => before.get(route) !== hash).map(([route]) => route);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A Playwright --grep for pages.spec.ts's tests of these routes: their titles
 * are "<route>: …" and "<route> without JavaScript: …", so "/" does not match
 * "/about"'s tests.
 */
export function routeGrep(routes: string[]): string {
  return ` (?:${routes.map(escapeRegExp).join("|")})(?::| without JavaScript)`;
}
