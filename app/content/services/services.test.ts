import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { stringify } from "yaml";
import { isNavGroup } from "~/lib/navigation";
import { breadcrumbTrail } from "~/lib/seo.server";
import { absoluteUrl } from "~/lib/site-url.server";
import { loader } from "~/routes/sitemap";
import { inquiryTypeOptions } from "../contact/options";
import { layoutData } from "../layout.server";
import { content, ContentError, loadContent } from "../load.server";
import { findPage, pages, prerenderPaths } from "../pages";
import { servicesSubmenu } from "./menu";
import { servicesModel } from "./model";
import { specRoutes, specServicesMenu } from "../../../tests/setup/spec-routes";
import { servicePages } from "./pages";
import {
  serviceCategoryContent,
  serviceDetailContent,
  servicesOverviewContent,
} from "./views.server";

/**
 * The services section as the content describes it: invariants over whatever
 * files content/services and content/service-categories hold (adding a file
 * never breaks a test), the spec's pages and claims, and a new file becoming a
 * page with no code change.
 */

/** The spec's detail routes (section 2, "Registered routes"). */
const specDetailPaths = specRoutes.filter((path) => /^\/services\/[^/]+\/[^/]+$/.test(path));

const model = () => servicesModel(content());
const service = (path: string) => {
  const found = model().serviceAt(path);
  if (!found) throw new Error(`no service file for ${path}`);
  return found;
};

/** Every piece of copy a service page shows, for searching claims. */
const pageText = (path: string) => {
  const record = service(path);
  return [
    record.title,
    record.subtitle,
    record.description,
    ...record.whyChooseUs,
    ...record.useCases.flatMap((useCase) => [useCase.title, useCase.description]),
  ].join("\n");
};

describe("the service files", () => {
  it("include a page for every detail path of the spec", () => {
    expect(specDetailPaths.filter((path) => !model().serviceAt(path))).toEqual([]);
  });

  it("are each a page at /services/<category>/<file name>, on the shared module", () => {
    for (const entry of content().services) {
      const page = findPage(`/services/${entry.category}/${entry.slug}`);
      expect(page?.module, entry.file).toBe("routes/service-detail.tsx");
      expect(page?.title, entry.file).toBe(entry.title);
      expect(page?.description, entry.file).toBe(entry.subtitle);
      expect(page?.label, entry.file).toBe(entry.label);
    }
  });

  it("have subtitles that fit a meta description (70 to 170 characters)", () => {
    for (const record of model().services) {
      expect(record.subtitle.length, record.file).toBeGreaterThanOrEqual(70);
      expect(record.subtitle.length, record.file).toBeLessThanOrEqual(170);
    }
  });

  it("never read alike: titles, subtitles, descriptions, reasons and use cases are unique", () => {
    const unique = (values: string[]) =>
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    const services = model().services;
    unique(services.map((record) => record.title));
    unique(services.map((record) => record.subtitle));
    unique(services.map((record) => record.description));
    for (const record of services) unique([...record.whyChooseUs]);
    unique(services.flatMap((record) => record.useCases.map((useCase) => useCase.title)));
    unique(services.flatMap((record) => record.useCases.map((useCase) => useCase.description)));
  });

  it("link related services to registered pages, never to themselves", () => {
    for (const record of model().services) {
      for (const link of record.relatedServices) {
        expect(findPage(link.path)?.path, `${record.file} -> ${link.path}`).toBe(link.path);
        expect(link.path, record.file).not.toBe(record.path);
      }
    }
  });

  it("name related service pages by their own titles", () => {
    for (const record of model().services) {
      for (const link of record.relatedServices) {
        const target = model().serviceAt(link.path);
        if (target) expect(link.name, `${record.file} -> ${link.path}`).toBe(target.title);
      }
    }
  });

  it("carry the 35% efficiency claim on the industrial page", () => {
    expect(pageText("/services/simulations/industrial")).toContain("35% efficiency boost");
  });

  it("offer 24/7 monitoring and support where support is part of the service", () => {
    for (const path of [
      "/services/ai/automation",
      "/services/ai/iot",
      "/services/ai/cyber-security",
    ]) {
      expect(pageText(path), path).toContain("24/7 monitoring and support");
    }
  });

  it("write the PlayStation pages as console work, without claiming a Sony partnership", () => {
    const features = {
      "/services/ai/ps3": ["Cell", "SPU", "Remaster"],
      "/services/ai/ps4": ["PS4 Pro", "technical requirements", "porting"],
      "/services/ai/ps5": [
        "DualSense",
        "adaptive trigger",
        "SSD",
        "Tempest 3D AudioTech",
        "Activities",
      ],
    };
    for (const [path, words] of Object.entries(features)) {
      const text = pageText(path);
      for (const word of words) expect(text.toLowerCase(), path).toContain(word.toLowerCase());
      expect(text, path).not.toMatch(/official|partner of sony|sony partner|licensed by sony/i);
      // The work belongs to the game practice, whatever the address says.
      expect(service(path).delivery.slug, path).toBe("game-development");
    }
  });
});

describe("the service categories", () => {
  it("preselect an inquiry type the contact form lists", () => {
    const listed = inquiryTypeOptions().map((option) => option.value);
    for (const category of loadContent().serviceCategories)
      expect(listed, category.file).toContain(category.inquiryType);
  });

  it("each deliver services, listed beside their hero, and every service is listed once", () => {
    const listed = model().categories.flatMap((category) => {
      const links = serviceCategoryContent(category.path).services.links;
      expect(links.length, category.file).toBeGreaterThan(0);
      return links.map((link) => link.path);
    });
    expect([...listed].sort()).toEqual(
      model()
        .services.map((record) => record.path)
        .sort(),
    );
  });

  it("link expertise cards, highlights and calls to action only to registered pages", () => {
    for (const category of model().categories) {
      const targets = [
        category.hero.primary.href,
        category.hero.secondary.href,
        category.cta.action.href,
        category.cta.secondary.href,
        ...category.expertise.items.flatMap((card) => (card.href ? [card.href] : [])),
        ...(category.highlights?.items.map((item) => item.href) ?? []),
      ];
      for (const target of targets) {
        const path = target.split(/[?#]/)[0]!;
        expect(findPage(path)?.path, `${category.file}: ${target}`).toBe(path);
      }
    }
  });

  it("are pages of their own on the shared module, each a step below /services", () => {
    for (const category of model().categories) {
      expect(findPage(category.path)?.module, category.file).toBe("routes/service-category.tsx");
      expect(category.path).toBe(`/services/${category.slug}`);
    }
  });

  it("show the game page's platforms and success highlights from the spec", () => {
    const game = model().categoryAt("/services/game-development");
    expect(game?.platforms?.items.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        "PC & Console",
        "Mobile",
        "AR/VR",
        "Web",
        "Metaverse",
        "Multiplayer",
      ]),
    );
    const highlights = game?.highlights?.items.map((item) => item.href) ?? [];
    expect(highlights).toEqual(expect.arrayContaining(["/DreadfulRiddlesMaze", "/Hyper"]));
    expect(game?.highlights?.stat.value).toBe("200K+");
  });

  it("send the AI process through the spec's five steps, in order", () => {
    const steps = model()
      .categoryAt("/services/ai")
      ?.process.items.map((step) => step.title);
    const spec = [
      "Consultation & Needs Analysis",
      "Solution Design & Prototyping",
      "Development & Integration",
      "Testing & Optimization",
      "Deployment & Support",
    ];
    expect(steps?.filter((step) => spec.includes(step))).toEqual(spec);
  });
});

describe("the services overview", () => {
  it("shows a card per category, linked to its page, and counts categories and services", () => {
    const overview = servicesOverviewContent();
    expect(overview.categories.cards.map((card) => card.href)).toEqual(
      model().categories.map((category) => category.path),
    );
    expect(overview.stats.slice(0, 2).map((stat) => stat.value)).toEqual([
      String(model().categories.length),
      String(model().services.length),
    ]);
  });

  it("has its calls to action on registered pages, one of them preselecting an inquiry", () => {
    const { hero, cta } = content().servicesPage;
    const targets = [hero.primary.href, hero.secondary.href, cta.action.href, cta.secondary.href];
    for (const target of targets) expect(findPage(target.split("?")[0]!), target).toBeDefined();
    expect(targets.some((target) => target.startsWith("/contact?inquiryType="))).toBe(true);
  });
});

describe("a service page", () => {
  it("takes its colour, way back, contact button and closing text from the category that delivers it", () => {
    for (const record of model().services) {
      const { content: page, jsonLd } = serviceDetailContent(record.path);
      const delivery = record.delivery;
      expect(page.tone, record.file).toBe(delivery.tone);
      expect(page.back, record.file).toEqual({
        label: delivery.servicePages.backLabel,
        href: delivery.path,
      });
      expect(page.inquiry.href, record.file).toBe(`/contact?inquiryType=${delivery.inquiryType}`);
      expect(page.inquiry.label, record.file).toBe(
        record.contactButton ?? delivery.servicePages.contactButton,
      );
      expect(page.cta.text, record.file).toBe(
        record.closingText ?? delivery.servicePages.closingText,
      );
      expect(page.eyebrow, record.file).toBe(record.eyebrow ?? delivery.label);
      expect(jsonLd).toMatchObject({
        "@type": "Service",
        name: record.title,
        description: record.subtitle,
        serviceType: page.eyebrow,
      });
    }
  });

  it("names the practice of each related service page above its link", () => {
    const { content: page } = serviceDetailContent("/services/simulations/industrial");
    const automation = page.related.find((link) => link.path === "/services/ai/automation");
    expect(automation?.kicker).toBe(service("/services/ai/automation").kicker);
  });

  it("is found regardless of case and trailing slash, and any other path is a 404", () => {
    expect(serviceDetailContent("/services/AI/ps5/").content.title).toBe(
      service("/services/ai/ps5").title,
    );
    let thrown: unknown;
    try {
      serviceDetailContent("/services/ai/ps6");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});

describe("the Services submenu", () => {
  const menu = () => servicesSubmenu(content());

  it("lists the categories in order, each with its services ticked for the menu", () => {
    expect(menu().map((group) => group.href)).toEqual(
      model().categories.map((category) => category.path),
    );
    for (const category of model().categories) {
      const group = menu().find((entry) => entry.href === category.path);
      const expected = model()
        .delivered(category)
        .filter((record) => record.menu.listed)
        .map((record) => record.path);
      expect(group?.children.map((child) => child.href).sort(), category.file).toEqual(
        [...expected].sort(),
      );
    }
  });

  it("orders and labels each category's services by their menu settings", () => {
    for (const group of menu()) {
      const children = group.children.map((child) => service(child.href));
      const positions = children.map((record) => record.menu.position ?? record.order);
      expect(positions, group.href).toEqual([...positions].sort((a, b) => a - b));
      expect(group.children.map((child) => child.label)).toEqual(
        children.map((record) => record.menu.label ?? record.label),
      );
    }
  });

  it("holds the spec's children under each category, in the spec's order", () => {
    for (const [href, slugs] of Object.entries(specServicesMenu)) {
      const children = menu()
        .find((group) => group.href === href)
        ?.children.map((child) => child.href.split("/").pop());
      expect(
        children?.filter((slug) => slugs.includes(slug!)),
        href,
      ).toEqual(slugs);
    }
  });

  it("is the header's Services submenu", () => {
    const services = layoutData().mainMenu.find((item) => item.submenu?.some(isNavGroup));
    expect(services?.submenu).toEqual(menu());
  });
});

describe("a new service file", () => {
  const dirs: string[] = [];
  const previous = process.env.CONTENT_DIR;
  afterEach(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A copy of content/ to change. */
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), "services-test-"));
    dirs.push(dir);
    cpSync("content", dir, { recursive: true });
    return dir;
  };

  const newService = {
    title: "Digital Twin Development",
    category: "simulations",
    order: 4,
    label: "Digital Twins",
    menu: { listed: true, label: "Digital Twins", position: 9 },
    subtitle:
      "Live 3D models of plants, fleets and sites, fed by real data, for monitoring, training and what-if planning.",
    description:
      "We build digital twins that mirror a site as it runs. Operators rehearse changes before making them.",
    whyChooseUs: ["Twins fed by the data your plant already produces"],
    useCases: [{ title: "Line planning", description: "A new layout tried in the twin first." }],
    relatedServices: [
      { name: "Industrial Simulation & Automation", path: "/services/simulations/industrial" },
    ],
  };

  it("is a page with its route, prerender and sitemap entries, breadcrumbs, place in the menu and category, with no code change", async () => {
    const dir = copy();
    writeFileSync(join(dir, "services", "digital-twins.yaml"), stringify(newService));
    process.env.CONTENT_DIR = dir;

    const path = "/services/simulations/digital-twins";
    expect(pages().find((page) => page.path === path)).toMatchObject({
      module: "routes/service-detail.tsx",
      title: newService.title,
      description: newService.subtitle,
      label: newService.label,
    });
    expect(serviceDetailContent(path).content.title).toBe(newService.title);
    // The route table is worked out when app/routes.ts is first imported: import it afresh.
    vi.resetModules();
    const { default: routes } = await import("~/routes");
    expect(routes.find((route) => route.path === path.slice(1))?.file).toBe(
      "routes/service-detail.tsx",
    );
    expect(prerenderPaths()).toContain(path);
    expect(await (loader() as Response).text()).toContain(`${absoluteUrl(path)}</loc>`);
    expect(breadcrumbTrail(pages().find((page) => page.path === path)!)).toEqual([
      expect.objectContaining({ name: "Home" }),
      { name: content().servicesPage.label, url: absoluteUrl("/services") },
      {
        name: model().categoryAt("/services/simulations")?.label,
        url: absoluteUrl("/services/simulations"),
      },
      { name: newService.label, url: absoluteUrl(path) },
    ]);

    const simulations = layoutData()
      .mainMenu.flatMap((item) => item.submenu ?? [])
      .find((entry) => entry.href === "/services/simulations");
    const children = simulations && isNavGroup(simulations) ? simulations.children : [];
    expect(children.map((child) => child.href)).toContain(path);
    // Menu position 9: after the others.
    expect(children.at(-1)?.href).toBe(path);

    const links = serviceCategoryContent("/services/simulations").services.links;
    expect(links.map((link) => link.path)).toContain(path);
    // Position 4 in its category: after the third service.
    expect(links.findIndex((link) => link.path === path)).toBe(3);
  });

  it("stays out of the menu unless it is ticked for it", () => {
    const dir = copy();
    writeFileSync(
      join(dir, "services", "digital-twins.yaml"),
      stringify({ ...newService, menu: { listed: false } }),
    );
    const menu = servicesSubmenu(loadContent(dir));
    const hrefs = menu.flatMap((group) => group.children.map((child) => child.href));
    expect(hrefs).not.toContain("/services/simulations/digital-twins");
    expect(servicePages(loadContent(dir)).map((page) => page.path)).toContain(
      "/services/simulations/digital-twins",
    );
  });

  it("needs its category's file: without it the content is refused, naming the files", () => {
    const dir = copy();
    unlinkSync(join(dir, "service-categories", "ai.yaml"));
    let thrown: unknown;
    try {
      servicePages(loadContent(dir));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    expect((thrown as ContentError).problems).toContain(
      "content/services/iot.yaml: category: there is no content/service-categories/ai.yaml",
    );
  });

  it("cannot invent a category: a category file must be named after one of the choices", () => {
    const dir = copy();
    cpSync(
      join(dir, "service-categories", "ai.yaml"),
      join(dir, "service-categories", "robots.yaml"),
    );
    let thrown: unknown;
    try {
      servicePages(loadContent(dir));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as ContentError).problems).toEqual([
      "content/service-categories/robots.yaml: the file name must be one of game-development, simulations, ai",
    ]);
  });
});
