import { ServiceCategory } from "~/components/sections/services/service-category";
import { serviceCategoryContent } from "~/content/services/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/service-category";

/** One route module for the category pages, told apart by path. */
export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, serviceCategoryContent(url.pathname));
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceCategoryPage({ loaderData }: Route.ComponentProps) {
  return <ServiceCategory content={loaderData.content} />;
}
