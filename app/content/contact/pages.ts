import type { PageEntry } from "../page-entry";

/** The contact page (issue 6). */
export const contactPages: readonly PageEntry[] = [
  {
    path: "/contact",
    module: "routes/contact.tsx",
    id: "contact",
    label: "Contact",
    title: "Contact Us",
    description:
      "Start a game, simulation or AI project with Nebula Forge Studios in Bengaluru. Send an inquiry and a team lead replies within one business day.",
  },
];
