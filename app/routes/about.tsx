import { AboutView } from "~/components/sections/company/about-view";
import { aboutView } from "~/content/company/about.server";
import { content } from "~/content/load.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, aboutView(content()));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <AboutView content={loaderData.content} />;
}
