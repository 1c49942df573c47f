import { ServicesOverview } from "~/components/sections/services/services-overview";
import { servicesOverviewContent } from "~/content/services/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, servicesOverviewContent());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  return <ServicesOverview content={loaderData.content} />;
}
