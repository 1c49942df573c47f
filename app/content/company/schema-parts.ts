import type { z } from "zod";
import { iconNames } from "../../components/ui/icon-names";
import { artKeys } from "../art";
import { action, choice, group, line, list, paragraph } from "../schema/fields";

/**
 * Field groups that the home, company and contact pages share, built from the
 * field builders of schema/fields.ts (so /admin shows them with their labels).
 */

/** What a page is called in search results, link previews and breadcrumbs. */
export function pageFields() {
  return group(
    "Page",
    {
      title: line("Title", {
        hint: "The page's name in the browser tab and in search results (the studio's name is added after it).",
        max: 70,
      }),
      label: line("Breadcrumb label", { hint: "A short name for the page in breadcrumbs." }),
      description: paragraph("Description", {
        hint: "One or two sentences for search results and link previews, 70 to 170 characters.",
        min: 70,
        max: 170,
      }),
    },
    { hint: "How the page appears in search results and link previews." },
  );
}

/** One of the site's icons (a drop-down in /admin). */
export function icon(label = "Icon") {
  return choice(label, iconNames, { hint: "The small picture drawn with the text." });
}

/** Colour of a card's icon tile; the site's design decides the exact shades. */
export const accents = ["brand", "ember", "emerald", "violet", "rose"] as const;
export type Accent = (typeof accents)[number];

export function accent() {
  return choice("Colour", accents, {
    hint: "brand: cyan to violet; ember: orange to violet (games); emerald: cyan to green (simulations); violet: violet to cyan (AI); rose: orange to pink.",
  });
}

/** One of the studio's generated artworks (public/art). */
export function art(label = "Artwork") {
  return choice(label, artKeys, { hint: "The picture shown on the card." });
}

/**
 * The top of a page (its h1): eyebrow, heading and the end of the heading
 * drawn in the brand gradient, plus the page's own fields (intro, buttons).
 */
export function hero<T extends z.ZodRawShape>(fields: T) {
  return group("Top of the page", {
    eyebrow: line("Eyebrow", { hint: "The small capitals above the heading." }),
    title: line("Heading"),
    highlight: line("Highlighted end of the heading", {
      hint: "Drawn in the brand gradient after the heading.",
    }),
    ...fields,
  });
}

/** The small line above a heading, and the heading. */
export function heading() {
  return {
    eyebrow: line("Eyebrow", { hint: "The small capitals above the heading." }),
    title: line("Heading"),
  };
}

/** Figures, each with what it counts (a big number above a short label). */
export function stats(label = "Figures") {
  return list(label, group("Figure", { value: line("Figure"), label: line("What it counts") }));
}

/** A card with an icon, a title and a sentence or two. */
export function iconCards(label: string, options?: { hint?: string }) {
  return list(
    label,
    group("Card", { icon: icon(), title: line("Title"), description: paragraph("Text") }),
    { min: 1, ...options },
  );
}

/** A closing call to action: heading, sentence, a main button and an optional second one. */
export function closing() {
  return group("Closing call to action", {
    title: line("Heading"),
    text: paragraph("Text"),
    action: action("Main button"),
    secondary: action("Second button").optional(),
  });
}

/**
 * Text that may carry placeholders such as {email}, replaced when the page is
 * built. A placeholder the text cannot use is an error that names it.
 */
export function withTokens<S extends z.ZodString>(schema: S, tokens: readonly string[]) {
  return schema.refine((text) => unknownTokens(text, tokens).length === 0, {
    error: (issue) =>
      `uses ${unknownTokens(String(issue.input), tokens)
        .map((token) => `{${token}}`)
        .join(", ")}, which it cannot fill${
        tokens.length ? ` (it can use ${tokens.map((token) => `{${token}}`).join(", ")})` : ""
      }`,
  });
}

function unknownTokens(text: string, tokens: readonly string[]): string[] {
  return [...text.matchAll(/\{([^{}\s]*)\}/g)]
    .map((match) => match[1]!)
    .filter((token) => !tokens.includes(token));
}
