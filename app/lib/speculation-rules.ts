/**
 * Speculation Rules for every page: a same-origin link the visitor is about to
 * follow (a 200 ms hover, a pointer down; on phones, links near the viewport)
 * is prerendered, so the next page shows at once without a client router.
 * Links that open elsewhere or download are left alone. Browsers without
 * speculation rules ignore the script; every CSP allows it by its hash
 * (server/security-headers.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { selector_matches: "[target], [download], [rel~='nofollow']" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
