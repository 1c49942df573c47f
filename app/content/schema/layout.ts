import { action, choice, group, line, link, list, record } from "./fields";

const menuLink = action("Link");

/** The header and footer of every page: content/settings/layout.yaml. */
export const layoutSchema = record({
  skipLink: line("Skip link", {
    hint: "The first link for keyboard users, straight to the page's content.",
  }),
  headerAction: action("Header button"),
  mainMenu: list(
    "Main menu",
    group("Menu item", {
      label: line("Label"),
      href: link("Goes to"),
      submenu: choice("Submenu", ["none", "services", "products"], {
        hint: "Services lists the service categories and their pages, Products the product pages: both follow their collections.",
      }),
    }),
    { min: 1 },
  ),
  footer: group("Footer", {
    groups: list(
      "Link columns",
      group("Column", { heading: line("Heading"), links: list("Links", menuLink, { min: 1 }) }),
    ),
    contactHeading: line("Contact column heading"),
    legal: list("Legal links", menuLink),
    rights: line("Rights line", { hint: "Shown after © year and the studio's name." }),
  }),
});
