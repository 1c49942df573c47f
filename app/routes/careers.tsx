import { CareersView } from "~/components/sections/company/careers-view";
import { careersView } from "~/content/company/careers.server";
import { content } from "~/content/load.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { siteUrl } from "~/lib/site-url.server";
import type { Route } from "./+types/careers";

export function loader({ url }: Route.LoaderArgs) {
  const { view, jsonLd } = careersView(content(), siteUrl());
  return pageData(url, view, { jsonLd });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return <CareersView content={loaderData.content} />;
}
