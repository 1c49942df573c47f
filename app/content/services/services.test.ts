import { describe, expect, it } from "vitest";
import { findPage } from "../pages";
import { findServiceCategory, serviceCategories } from "./categories";
import {
  detailsForCategory,
  findServiceDetail,
  serviceDetailGroups,
  serviceDetails,
} from "./details";
import { servicesOverview } from "./overview";
import { servicePages } from "./pages";

/** The spec's detail routes (section 2, "Registered routes"). */
const specDetailPaths = [
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

/** Every piece of copy a detail page shows, for searching claims. */
const pageText = (path: string) => {
  const found = findServiceDetail(path);
  if (!found) throw new Error(`no record for ${path}`);
  const { record } = found;
  return [
    record.title,
    record.subtitle,
    record.description,
    ...record.whyChooseUs,
    ...record.useCases.flatMap((useCase) => [useCase.title, useCase.description]),
  ].join("\n");
};

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe("service-detail records", () => {
  it("exist for exactly the spec's 22 detail paths", () => {
    expect(serviceDetails).toHaveLength(22);
    expect([...serviceDetails.map((record) => record.path)].sort()).toEqual(
      [...specDetailPaths].sort(),
    );
  });

  it.each(serviceDetails.map((record) => [record.path, record] as const))(
    "%s is complete",
    (_path, record) => {
      for (const field of [record.label, record.title, record.subtitle, record.description]) {
        expect(field.trim()).not.toBe("");
      }
      expect(record.subtitle.length).toBeGreaterThanOrEqual(70);
      expect(record.subtitle.length).toBeLessThanOrEqual(170);
      expect(sentenceCount(record.description)).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(record.description)).toBeLessThanOrEqual(3);
      expect(record.whyChooseUs.length).toBeGreaterThanOrEqual(4);
      expect(new Set(record.whyChooseUs).size).toBe(record.whyChooseUs.length);
      for (const reason of record.whyChooseUs) expect(reason.trim()).not.toBe("");
      expect(record.useCases.length).toBeGreaterThanOrEqual(3);
      for (const useCase of record.useCases) {
        expect(useCase.title.trim()).not.toBe("");
        expect(useCase.description.trim()).not.toBe("");
      }
    },
  );

  it("link related services only to registered pages, never to themselves", () => {
    for (const record of serviceDetails) {
      for (const link of record.relatedServices) {
        expect(findPage(link.path), `${record.path} -> ${link.path}`).toBeDefined();
        expect(link.path).not.toBe(record.path);
        expect(link.name.trim()).not.toBe("");
      }
    }
  });

  it("name related detail pages by their own titles", () => {
    for (const record of serviceDetails) {
      for (const link of record.relatedServices) {
        const target = findServiceDetail(link.path);
        if (target) expect(link.name, `${record.path} -> ${link.path}`).toBe(target.record.title);
      }
    }
  });

  it("never read alike: titles, subtitles, descriptions and use cases are unique", () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(serviceDetails.map((record) => record.title));
    unique(serviceDetails.map((record) => record.subtitle));
    unique(serviceDetails.map((record) => record.description));
    unique(serviceDetails.flatMap((record) => record.useCases.map((useCase) => useCase.title)));
    unique(
      serviceDetails.flatMap((record) => record.useCases.map((useCase) => useCase.description)),
    );
  });

  it("carries the 35% efficiency claim on the industrial page", () => {
    expect(pageText("/services/simulations/industrial")).toContain("35% efficiency boost");
  });

  it("offers 24/7 monitoring and support where support is part of the service", () => {
    for (const path of [
      "/services/ai/automation",
      "/services/ai/iot",
      "/services/ai/cyber-security",
    ]) {
      expect(pageText(path), path).toContain("24/7 monitoring and support");
    }
  });

  it("writes the PlayStation pages as console work, without claiming a Sony partnership", () => {
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
    }
  });

  it("finds a record regardless of case and trailing slash", () => {
    expect(findServiceDetail("/services/AI/ps5/")?.record.path).toBe("/services/ai/ps5");
    expect(findServiceDetail("/services/ai/ps6")).toBeUndefined();
  });

  it("gives every group a way back to a registered practice page", () => {
    for (const group of serviceDetailGroups) {
      expect(findServiceCategory(group.back.path), group.eyebrow).toBeDefined();
    }
  });
});

describe("service categories", () => {
  const expertiseCount = (path: string) => findServiceCategory(path)?.expertise.items.length;

  it("have 12, 10 and 10 expertise cards", () => {
    expect(expertiseCount("/services/game-development")).toBe(12);
    expect(expertiseCount("/services/simulations")).toBe(10);
    expect(expertiseCount("/services/ai")).toBe(10);
  });

  it("link expertise cards only to registered pages, and every detail page is reachable", () => {
    const linked = new Set<string>();
    for (const category of serviceCategories) {
      for (const card of category.expertise.items) {
        if (!card.href) continue;
        expect(findPage(card.href), card.href).toBeDefined();
        linked.add(card.href);
      }
      // The rest are listed in the practice's hero panel.
      const guides = detailsForCategory(category.path).map((detail) => detail.path);
      for (const path of guides) linked.add(path);
    }
    expect(specDetailPaths.filter((path) => !linked.has(path))).toEqual([]);
  });

  it("have why-choose lists, industries and numbered processes", () => {
    for (const category of serviceCategories) {
      expect(category.whyChoose.items.length, category.path).toBeGreaterThanOrEqual(4);
      expect(category.industries.items.length, category.path).toBeGreaterThanOrEqual(5);
      expect(category.process.items.length, category.path).toBeGreaterThanOrEqual(5);
    }
  });

  it("show the game page's platforms and success highlights from the spec", () => {
    const game = findServiceCategory("/services/game-development");
    expect(game?.platforms?.items.map((item) => item.title)).toEqual([
      "PC & Console",
      "Mobile",
      "AR/VR",
      "Web",
      "Metaverse",
      "Multiplayer",
    ]);
    expect(game?.highlights?.items.map((item) => [item.title, item.href])).toEqual([
      ["Dreadful Riddles: Maze of Fear", "/DreadfulRiddlesMaze"],
      ["HyperFlight Arena", "/Hyper"],
    ]);
    expect(game?.highlights?.stat.value).toBe("200K+");
    for (const other of ["/services/simulations", "/services/ai"]) {
      expect(findServiceCategory(other)?.platforms).toBeUndefined();
      expect(findServiceCategory(other)?.highlights).toBeUndefined();
    }
  });

  it("send the AI process through the spec's five steps", () => {
    expect(findServiceCategory("/services/ai")?.process.items.map((step) => step.title)).toEqual([
      "Consultation & Needs Analysis",
      "Solution Design & Prototyping",
      "Development & Integration",
      "Testing & Optimization",
      "Deployment & Support",
    ]);
  });
});

describe("services overview", () => {
  it("links its three core cards to the registered practice pages", () => {
    expect(servicesOverview.core.items.map((item) => item.href)).toEqual([
      "/services/game-development",
      "/services/simulations",
      "/services/ai",
    ]);
  });

  it("has 4 why-choose points and 7 industries", () => {
    expect(servicesOverview.whyChoose.items).toHaveLength(4);
    expect(servicesOverview.industries.items).toHaveLength(7);
  });
});

/**
 * Spec routes outside this section that its calls to action use. Checked
 * against the spec's list rather than the registry, so this test does not
 * depend on the order in which the other sections land (pages.test.ts checks
 * that the registry holds every spec route).
 */
const otherSpecRoutes = [
  "/contact",
  "/products",
  "/products/gaming",
  "/products/simulations",
  "/products/ai",
  "/Hyper",
  "/DreadfulRiddlesMaze",
];

describe("calls to action of the section", () => {
  it("go only to spec routes (query strings aside)", () => {
    const targets = [
      servicesOverview.hero.primary.to,
      servicesOverview.hero.secondary.to,
      servicesOverview.cta.action.to,
      servicesOverview.cta.secondary.to,
      ...serviceCategories.flatMap((category) => [
        category.hero.primary.to,
        category.hero.secondary.to,
        category.cta.action.to,
        category.cta.secondary.to,
        ...(category.highlights?.items.map((item) => item.href) ?? []),
      ]),
    ];
    for (const target of targets) {
      const path = target.split("?")[0] ?? target;
      const known =
        otherSpecRoutes.includes(path) || servicePages.some((page) => page.path === path);
      expect(known, target).toBe(true);
    }
    expect(targets.filter((target) => target.startsWith("/contact?"))).not.toEqual([]);
  });
});

describe("the section's page entries", () => {
  it("register 26 pages with unique ids, all on the three shared modules", () => {
    expect(servicePages).toHaveLength(26);
    expect(new Set(servicePages.map((page) => page.id)).size).toBe(26);
    const modules = new Set(servicePages.map((page) => page.module));
    expect([...modules].sort()).toEqual([
      "routes/service-category.tsx",
      "routes/service-detail.tsx",
      "routes/services.tsx",
    ]);
    expect(findPage("/services")?.module).toBe("routes/services.tsx");
  });

  it("take titles and descriptions from the content records", () => {
    for (const record of serviceDetails) {
      const page = findPage(record.path);
      expect(page?.title).toBe(record.title);
      expect(page?.description).toBe(record.subtitle);
    }
  });
});
