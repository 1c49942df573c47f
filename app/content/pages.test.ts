import { describe, expect, it } from "vitest";
import { isNavGroup } from "~/lib/navigation";
import { layoutData } from "./layout.server";
import { findPage, pages, prerenderPaths } from "./pages";
import { specRoutes } from "../../tests/setup/spec-routes";
import { siteRedirects } from "./redirects/table.server";

describe("the page registry", () => {
  it("has no duplicate paths, and pages share a route id only by sharing its pattern and module", () => {
    const paths = pages().map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    const routes = new Map<string, string>();
    for (const page of pages()) {
      const route = `${page.routePath ?? page.path} ${page.module}`;
      expect(routes.get(page.id) ?? route, page.path).toBe(route);
      routes.set(page.id, route);
      if (page.routePath === undefined) continue;
      // The pattern matches the page's own path.
      const pattern = new RegExp(`^${page.routePath.replace(/:\w+/g, "[^/]+")}$`);
      expect(page.path, page.routePath).toMatch(pattern);
    }
    expect(new Set([...routes.values()].map((route) => route.split(" ")[0])).size).toBe(
      routes.size,
    );
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

  it("redirects old addresses (content/redirects.yaml) only to pages, and never shadows one", () => {
    const { rules, problems } = siteRedirects();
    expect(problems).toEqual([]);
    expect(rules.size).toBeGreaterThan(0);
    for (const rule of rules.values()) {
      expect(findPage(rule.from), rule.from).toBeUndefined();
      if (rule.status !== 410 && rule.to.startsWith("/"))
        expect(findPage(rule.to.split("#")[0]!), rule.to).toBeDefined();
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
