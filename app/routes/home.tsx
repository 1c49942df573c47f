import { HomeView } from "~/components/sections/home/home-view";
import { homeView } from "~/content/home.server";
import { content } from "~/content/load.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, homeView(content()));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeView content={loaderData.content} />;
}
