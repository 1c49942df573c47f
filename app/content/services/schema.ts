import { artworks, cardAccents, tones } from "../../components/sections/services/accents";
import { iconNames } from "../../components/ui/icon-names";
import {
  action,
  choice,
  flag,
  group,
  integer,
  line,
  link,
  list,
  paragraph,
  record,
  type FieldOptions,
} from "../schema/fields";

/**
 * The schemas of the services section (docs/content.md):
 * - `services`: content/services/<slug>.yaml, one service page each, at /services/<category>/<slug>;
 * - `serviceCategories`: content/service-categories/<category>.yaml, one category page each;
 * - `servicesPage`: content/pages/services.yaml, the services overview (/services);
 * - `serviceDetailPage`: content/pages/service-detail.yaml, the headings every service page shares.
 */

/** The categories a service can belong to; each has its file in content/service-categories/. */
export const serviceCategorySlugs = ["game-development", "simulations", "ai"] as const;
export type ServiceCategorySlug = (typeof serviceCategorySlugs)[number];

const categoryChoice = (label: string, options: FieldOptions) =>
  choice(label, serviceCategorySlugs, options);

const icon = choice("Icon", iconNames, {
  hint: "The name of a Lucide icon the site already uses, e.g. gamepad-2, brain-circuit, shield.",
});

const tone = choice("Colour", tones, {
  hint: "brand is the studio's cyan; ember is the warm orange of the game pages.",
});

const eyebrow = line("Small heading", { hint: "The short line in capitals above the heading." });
const heading = line("Heading");
const intro = paragraph("Introduction", { hint: "One or two sentences under the heading." });

const iconItem = group("Item", { icon, title: line("Title"), description: paragraph("Text") });

/** A section of a page: its headings and a list of icon, title and text. */
const iconSection = (label: string, options?: FieldOptions) =>
  group(
    label,
    { eyebrow, title: heading, intro, items: list("Items", iconItem, { min: 1 }) },
    options,
  );

const seo = group("Search engines and link previews", {
  title: line("Page title", {
    hint: "Shown in the browser tab and search results, followed by the studio's name.",
  }),
  description: paragraph("Search description", {
    hint: "What search engines and link previews show: 70 to 170 characters.",
    min: 70,
    max: 170,
  }),
});

const hero = group("Top of the page", {
  eyebrow,
  title: line("Title"),
  highlight: line("Highlighted end of the title", { hint: "Drawn in the brand gradient." }),
  intro: paragraph("Introduction"),
  primary: action("Main button"),
  secondary: action("Second button"),
});

const closing = group("Closing call to action", {
  title: heading,
  text: paragraph("Text"),
  action: action("Main button"),
  secondary: action("Second button"),
});

/** One service page: content/services/<slug>.yaml. The spec's "Service-detail record" plus its place. */
export const serviceSchema = record({
  title: line("Title", { hint: "The page's main heading, also its title in search results." }),
  category: categoryChoice("Category", {
    hint: "The page's address is /services/<category>/<file name>, e.g. /services/ai/iot.",
  }),
  order: integer("Position", {
    hint: "Where the service comes in its category's list of services: lower numbers first.",
  }),
  label: line("Short name", {
    hint: "A shorter name for breadcrumbs (the trail of links to this page).",
  }),
  menu: group("Services menu", {
    listed: flag("Listed in the Services menu", {
      hint: "Shown under its category in the header's Services menu.",
    }),
    label: line("Label in the menu", { hint: "Leave empty to use the short name." }).optional(),
    position: integer("Position in the menu", {
      hint: "Lower numbers first. Leave empty to follow the position above.",
    }).optional(),
  }),
  subtitle: paragraph("Subtitle", {
    hint: "Shown under the title, and by search engines and link previews: 70 to 170 characters.",
    min: 70,
    max: 170,
  }),
  description: paragraph("Description", {
    hint: "What the studio delivers: two or three sentences.",
  }),
  whyChooseUs: list("Why choose us", line("Reason"), { min: 1 }),
  useCases: list(
    "Use cases & applications",
    group("Use case", { title: line("Title"), description: paragraph("Text") }),
    { min: 1 },
  ),
  relatedServices: list(
    "Related services",
    group("Link", { name: line("Name"), path: link("Page", { hint: "e.g. /services/ai/iot" }) }),
    { hint: "Other pages to explore; leave the list empty to hide the section." },
  ),
  team: categoryChoice("Delivered by", {
    hint: "Leave empty unless another category's team delivers it (the PlayStation pages live under /services/ai but are game work): that category's page then lists it, and the page takes its colour, contact button and closing text.",
  }).optional(),
  eyebrow: line("Label above the title", {
    hint: "Leave empty to use the category's name.",
  }).optional(),
  contactButton: line("Contact button", {
    hint: "The button that opens the contact form. Leave empty to use the category's.",
  }).optional(),
  closingText: paragraph("Closing text", {
    hint: "The text of the closing call to action. Leave empty to use the category's.",
  }).optional(),
});

/** One category page: content/service-categories/<category>.yaml. */
export const serviceCategorySchema = record({
  order: integer("Position", {
    hint: "Where the category comes in the Services menu and on the services page: lower numbers first.",
  }),
  label: line("Name", {
    hint: "Used in the Services menu, breadcrumbs, on the services page and above the titles of its service pages.",
  }),
  seo,
  tone,
  inquiryType: line("Inquiry type", {
    hint: "What the contact form preselects when a visitor comes from one of its service pages: one of the inquiry types of the contact form's settings (e.g. game-development).",
  }),
  card: group("Card on the services page", {
    icon,
    description: paragraph("Text"),
    linkLabel: line("Link text"),
    accent: choice("Icon colour", cardAccents, {
      hint: "ember: orange to violet; emerald: cyan to green; violet: violet to cyan.",
    }),
    highlights: list("Highlights", line("Highlight"), { min: 1 }),
  }),
  hero,
  servicesHeading: line("Heading of its list of services", {
    hint: "Shown above the links to its service pages, beside the title.",
  }),
  expertise: group("Expertise section", {
    eyebrow,
    title: heading,
    intro,
    linkLabel: line("Link text of a card with a page", {
      hint: "Shown under each card that opens a service page.",
    }),
    items: list(
      "Cards",
      group("Card", {
        icon,
        title: line("Title"),
        description: paragraph("Text"),
        href: link("Page", {
          hint: "The service page the card opens. Leave empty for a card without a page.",
        }).optional(),
      }),
      { min: 1 },
    ),
  }),
  platforms: iconSection("Platforms section", {
    hint: "Optional: the platforms you ship on (the game development page has it).",
  }).optional(),
  highlights: group(
    "Highlights section",
    {
      eyebrow,
      title: heading,
      intro,
      linkLabel: line("Link text of a game", { hint: "Shown under each game." }),
      items: list(
        "Games",
        group("Game", {
          title: line("Title"),
          kicker: line("Genre and platforms", { hint: "Written as genre · platforms." }),
          description: paragraph("Text"),
          href: link("Page"),
          icon,
          artwork: choice("Banner colours", artworks, {
            hint: "emerald-night: dark green to black; sky-fuchsia: blue to purple.",
          }),
        }),
        { min: 1 },
      ),
      stat: group("Headline figure", {
        value: line("Figure", { hint: "A number, such as a count of players." }),
        label: line("What it counts"),
        description: paragraph("Text"),
      }),
    },
    { hint: "Optional: your own games and the numbers behind them (the game development page)." },
  ).optional(),
  whyChoose: iconSection("Reasons to choose us"),
  industries: iconSection("Industries section"),
  process: group("Process section", {
    eyebrow,
    title: heading,
    intro,
    items: list("Steps", group("Step", { title: line("Title"), description: paragraph("Text") }), {
      min: 1,
    }),
  }),
  cta: closing,
  servicePages: group("Its service pages", {
    backLabel: line("Way back", {
      hint: "The text of the button that leads back to this category's page.",
    }),
    contactButton: line("Contact button", {
      hint: "The button that opens the contact form with the inquiry type above.",
    }),
    closingText: paragraph("Closing text", {
      hint: "The text of the call to action at the foot of its service pages.",
    }),
  }),
});

/** The services overview: content/pages/services.yaml. */
export const servicesPageSchema = record({
  seo,
  label: line("Short name", { hint: "Used in breadcrumbs." }),
  hero,
  stats: group("Figures beside the title", {
    categories: line("Label of the number of categories", {
      hint: "The number is counted from the categories.",
    }),
    services: line("Label of the number of services", {
      hint: "The number is counted from the service pages.",
    }),
    more: list(
      "More figures",
      group("Figure", {
        value: line("Figure", { hint: "A number, such as a count of players." }),
        label: line("Label"),
      }),
    ),
  }),
  categories: group(
    "Categories",
    { eyebrow, title: heading, intro },
    { hint: "The cards come from the categories (their Card on the services page)." },
  ),
  whyChoose: iconSection("Reasons to choose us"),
  industries: iconSection("Industries section"),
  cta: closing,
});

/** The headings and button every service page shares: content/pages/service-detail.yaml. */
export const serviceDetailPageSchema = record({
  overview: group("Headings above the description", { eyebrow, title: heading }),
  whyChooseUs: line("Heading of the reasons"),
  useCases: group("Use cases", { eyebrow, title: heading }),
  related: group("Related services", { eyebrow, title: heading }),
  cta: group("Closing call to action", {
    title: heading,
    action: action("Main button", {
      hint: "The second button opens the contact form with the category's inquiry type.",
    }),
  }),
});
