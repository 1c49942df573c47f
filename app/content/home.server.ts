import type { Content } from "./load.server";

/**
 * What the home page shows, from content/pages/home.yaml and the testimonials
 * (content/testimonials/, in their order). The view draws it as a list of
 * sections (components/sections/home/home-view.tsx).
 */
export function homeView(content: Content) {
  const { page: _page, testimonials, ...sections } = content.home;
  return {
    ...sections,
    testimonials: {
      ...testimonials,
      items: content.testimonials.map(({ quote, name, role }) => ({ quote, name, role })),
    },
  };
}

export type HomeView = ReturnType<typeof homeView>;
