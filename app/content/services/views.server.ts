import type { ServiceCategoryContent } from "../../components/sections/services/service-category";
import type { ServiceDetailContent } from "../../components/sections/services/service-detail";
import type { ServicesOverviewContent } from "../../components/sections/services/services-overview";
import { absoluteUrl } from "../../lib/site-url.server";
import { contactHref } from "../contact/options";
import { content } from "../load.server";
import { findPage } from "../pages";
import { site } from "../site.server";
import { servicesModel, type Service } from "./model";

/**
 * What the services routes render, built from the content on every request
 * (at build time for the prerendered pages): the loaders call these, the
 * views in app/components/sections/services render what they return.
 */

const notFound = () => new Response("Not Found", { status: 404 });

/** The canonical path of a registered page (case and trailing slash ignored). */
const canonical = (pathname: string) => findPage(pathname)?.path ?? pathname;

/** A link to a service page, named by its title. */
const serviceLink = (service: Service) => ({ name: service.title, path: service.path });

/** The services overview, /services. */
export function servicesOverviewContent(): ServicesOverviewContent {
  const loaded = content();
  const { categories, services } = servicesModel(loaded);
  const { hero, stats, whyChoose, industries, cta } = loaded.servicesPage;
  return {
    hero,
    stats: [
      { value: String(categories.length), label: stats.categories },
      { value: String(services.length), label: stats.services },
      ...stats.more,
    ],
    categories: {
      ...loaded.servicesPage.categories,
      cards: categories.map((category) => ({
        ...category.card,
        title: category.label,
        href: category.path,
      })),
    },
    whyChoose,
    industries,
    cta,
  };
}

/** A category page, by path; a 404 response for any other path. */
export function serviceCategoryContent(pathname: string): ServiceCategoryContent {
  const model = servicesModel(content());
  const category = model.categoryAt(canonical(pathname));
  if (!category) throw notFound();
  return {
    tone: category.tone,
    hero: category.hero,
    services: {
      heading: category.servicesHeading,
      links: model.delivered(category).map(serviceLink),
    },
    expertise: category.expertise,
    platforms: category.platforms,
    highlights: category.highlights,
    whyChoose: category.whyChoose,
    industries: category.industries,
    process: category.process,
    cta: category.cta,
  };
}

/** A service page and its Service JSON-LD, by path; a 404 response for any other path. */
export function serviceDetailContent(pathname: string): {
  content: ServiceDetailContent;
  jsonLd: Record<string, unknown>;
} {
  const loaded = content();
  const model = servicesModel(loaded);
  const service = model.serviceAt(canonical(pathname));
  if (!service) throw notFound();
  const shared = loaded.serviceDetailPage;
  const { delivery } = service;
  return {
    content: {
      eyebrow: service.kicker,
      title: service.title,
      subtitle: service.subtitle,
      description: service.description,
      whyChooseUs: service.whyChooseUs,
      useCases: service.useCases,
      related: service.relatedServices.map((link) => ({
        ...link,
        kicker: model.serviceAt(link.path)?.kicker,
      })),
      tone: delivery.tone,
      back: { label: delivery.servicePages.backLabel, href: delivery.path },
      inquiry: { label: service.contactButton, href: contactHref(delivery.inquiryType) },
      headings: {
        overview: shared.overview,
        whyChooseUs: shared.whyChooseUs,
        useCases: shared.useCases,
        related: shared.related,
      },
      cta: { title: shared.cta.title, text: service.closingText, action: shared.cta.action },
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.title,
      description: service.subtitle,
      serviceType: service.kicker,
      url: absoluteUrl(service.path),
      provider: { "@type": "Organization", name: site().name, url: absoluteUrl("/") },
      areaServed: "Worldwide",
    },
  };
}
