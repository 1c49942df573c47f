import { HomeView } from "~/components/sections/home/home-view";
import { homeView } from "~/content/home.server";
import { content } from "~/content/load.server";
import { latestNewsView } from "~/content/news/news.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  const loaded = content();
  return { ...pageData(url, homeView(loaded)), news: latestNewsView(loaded) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeView content={loaderData.content} news={loaderData.news} />;
}
