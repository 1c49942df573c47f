import { describe, expect, it } from "vitest";
import { isNavGroup } from "~/lib/navigation";
import { layoutData } from "./layout.server";
import { findPage, pages, prerenderPaths } from "./pages";
import { legacyRedirects } from "./redirects";

/**
 * The spec's registered routes (section 2), in its spelling. Every one must exist;
 * the content may add more (a new file in content/services/ is a new page:
 * services.test.ts), so nothing here pins the list.
 */
const specRoutes = [
  "/",
  "/about",
  "/contact",
  "/products",
  "/services",
  "/PrivacyPolicy",
  "/TermsofService",
  "/Hyper",
  "/SanityEchoPrison",
  "/DreadfulRiddlesMaze",
  "/CurseOfTheHollowVillage",
  "/ForgottenAsylum",
  "/Blackvale",
  "/GenesisRetribution",
  "/products/gaming",
  "/products/ai",
  "/products/simulations",
  "/careers",
  "/services/ai",
  "/services/game-development",
  "/services/simulations",
  ...["unity", "unreal-engine", "3d-models-animations", "cinematic-vfx", "vr-ar"].map(
    (slug) => `/services/game-development/${slug}`,
  ),
  ...["defence", "health-education", "education", "space", "health", "industrial"].map(
    (slug) => `/services/simulations/${slug}`,
  ),
  ...[
    "automation",
    "agent-development",
    "chatbot-development",
    "general-use-cases",
    "requirement-automation",
    "predictive-analytics",
    "cyber-security",
    "iot",
    "ps3",
    "ps4",
    "ps5",
  ].map((slug) => `/services/ai/${slug}`),
];

describe("the page registry", () => {
  it("has no duplicate paths or route ids", () => {
    const paths = pages().map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    const ids = pages().map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("registers every route of the spec", () => {
    const missing = specRoutes.filter((path) => !pages().some((page) => page.path === path));
    expect(missing).toEqual([]);
  });

  it("gives every page a unique title and a description of a useful length", () => {
    const titles = pages().map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = pages().map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of pages()) {
      expect(page.label.trim(), page.path).not.toBe("");
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("prerenders exactly the registered pages, the sitemap, robots.txt and the news feeds", () => {
    expect(prerenderPaths()).toEqual([
      ...pages().map((page) => page.path),
      "/sitemap.xml",
      "/robots.txt",
      "/news/rss.xml",
      "/news/feed.json",
    ]);
  });

  it("finds pages regardless of case and trailing slash", () => {
    expect(findPage("/privacypolicy/")?.path).toBe("/PrivacyPolicy");
    expect(findPage("/")?.id).toBe("home");
    expect(findPage("/nope")).toBeUndefined();
  });

  it("redirects legacy paths only to registered pages, and never shadows one", () => {
    for (const redirect of legacyRedirects) {
      expect(findPage(redirect.to), redirect.to).toBeDefined();
      expect(findPage(redirect.from), redirect.from).toBeUndefined();
    }
  });
});

describe("the navigation", () => {
  const { mainMenu, footer } = layoutData();
  const hrefs = [
    ...mainMenu.flatMap((item) => [
      item.href,
      ...(item.submenu ?? []).flatMap((entry) => [
        entry.href,
        ...(isNavGroup(entry) ? entry.children.map((child) => child.href) : []),
      ]),
    ]),
    ...footer.groups.flatMap((group) => group.links.map((link) => link.href)),
    ...footer.legal.map((link) => link.href.split("#")[0]!),
  ];

  it("links only to registered routes", () => {
    expect(hrefs.filter((href) => !findPage(href))).toEqual([]);
  });

  it("follows the spec's top level, in order", () => {
    expect(mainMenu.map((item) => [item.label, item.href])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["Products", "/products"],
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Careers", "/careers"],
    ]);
  });

  it("has the three service headings with (at least) the spec's children", () => {
    const services = mainMenu.find((item) => item.href === "/services");
    const groups = new Map(
      (services?.submenu ?? []).map((entry) => [
        entry.href,
        isNavGroup(entry) ? entry.children.map((child) => child.href.split("/").pop()) : [],
      ]),
    );
    const spec = {
      "/services/game-development": [
        "unity",
        "unreal-engine",
        "3d-models-animations",
        "cinematic-vfx",
        "vr-ar",
      ],
      "/services/simulations": ["defence", "health", "education", "industrial", "space"],
      "/services/ai": [
        "automation",
        "agent-development",
        "chatbot-development",
        "general-use-cases",
        "requirement-automation",
        "predictive-analytics",
        "cyber-security",
        "iot",
      ],
    };
    for (const [href, children] of Object.entries(spec))
      expect(groups.get(href), href).toEqual(expect.arrayContaining(children));
  });

  it("links the footer's Privacy Policy to /PrivacyPolicy and Cookies to its section", () => {
    expect(footer.groups.flatMap((group) => group.links)).toContainEqual({
      label: "Privacy Policy",
      href: "/PrivacyPolicy",
    });
    expect(footer.legal.map((link) => link.href)).toEqual(
      expect.arrayContaining(["/TermsofService", "/PrivacyPolicy", "/PrivacyPolicy#cookies"]),
    );
  });
});
