import type { Content } from "../load.server";
import { renderMarkdown } from "~/lib/markdown.server";

/**
 * What /about shows, from content/pages/about.md: the story (its Markdown
 * body, as HTML) under the heading, then the sections of its front matter.
 */
export function aboutView(content: Content) {
  const { page: _page, body, hero, ...sections } = content.about;
  return { hero: { ...hero, story: renderMarkdown(body).html }, ...sections };
}

export type AboutView = ReturnType<typeof aboutView>;
