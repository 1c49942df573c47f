import { fileCollection, folderCollection } from "../collection";
import { aboutSchema } from "./schema/about";
import { careersSchema, jobSchema } from "./schema/careers";
import { errorPagesSchema } from "./schema/errors";
import { homeSchema, testimonialSchema } from "./schema/home";
import { legalLabelsSchema, legalSchema } from "./schema/legal";

/** The home page, the company pages (about, careers, legal) and the error pages. */
export const companyCollections = {
  home: fileCollection({
    path: "pages/home.yaml",
    format: "yaml",
    label: "Home page",
    description:
      "The home page: its heading, who we are, the core services, industries, reasons to choose us, recent projects and the closing call to action.",
    schema: homeSchema,
  }),
  testimonials: folderCollection({
    path: "testimonials",
    format: "yaml",
    label: "Testimonials",
    labelSingular: "Testimonial",
    description: "Quotes from partners, shown on the home page. One file per quote.",
    identifierField: "name",
    sortBy: "order",
    slugTemplate: "{{name}}",
    create: true,
    schema: testimonialSchema,
  }),
  about: fileCollection({
    path: "pages/about.md",
    format: "markdown",
    label: "About page",
    description:
      "The about page: the studio's story, mission and vision, what we do, core values, why choose us and the journey.",
    schema: aboutSchema,
  }),
  careers: fileCollection({
    path: "pages/careers.yaml",
    format: "yaml",
    label: "Careers page",
    description:
      "The careers page around the open positions: values, benefits, the hiring process. The positions themselves are in Open positions.",
    schema: careersSchema,
  }),
  jobs: folderCollection({
    path: "jobs",
    format: "yaml",
    label: "Open positions",
    labelSingular: "Open position",
    description:
      "One file per open position, listed on the careers page and announced to job search engines. Delete the file when the position is filled.",
    identifierField: "title",
    sortBy: "postedOn",
    order: "ascending",
    slugTemplate: "{{title}}",
    create: true,
    schema: jobSchema,
  }),
  legal: folderCollection({
    path: "legal",
    format: "markdown",
    label: "Legal pages",
    labelSingular: "Legal page",
    description:
      "The privacy policy and the terms of service: one page each, its sections as ## headings.",
    identifierField: "title",
    slugTemplate: "{{title}}",
    create: true,
    schema: legalSchema,
  }),
  legalLabels: fileCollection({
    path: "pages/legal.yaml",
    format: "yaml",
    label: "Legal pages: shared words",
    description: "The words every legal page shows around its text.",
    schema: legalLabelsSchema,
  }),
  errorPages: fileCollection({
    path: "pages/errors.yaml",
    format: "yaml",
    label: "Error pages",
    description: "What a visitor sees on an address that is not a page, and when something fails.",
    schema: errorPagesSchema,
  }),
};
