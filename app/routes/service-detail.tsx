import { ServiceDetail } from "~/components/sections/services/service-detail";
import { serviceDetailContent } from "~/content/services/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service-detail";

/** One route module for every service page, told apart by path. */
export function loader({ url }: Route.LoaderArgs) {
  const { content, jsonLd } = serviceDetailContent(url.pathname);
  return pageData(url, content, { jsonLd: [jsonLd] });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  return <ServiceDetail content={loaderData.content} />;
}
