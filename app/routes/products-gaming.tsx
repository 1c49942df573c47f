import { gamingCatalogueView } from "~/content/products/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { ProductsGamingView } from "~/components/sections/products/products-gaming-view";
import type { Route } from "./+types/products-gaming";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, gamingCatalogueView());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsGamingPage({ loaderData }: Route.ComponentProps) {
  return <ProductsGamingView content={loaderData.content} />;
}
