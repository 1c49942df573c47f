import { simulationProductsView } from "~/content/products/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { ProductsSimulationsView } from "~/components/sections/products/products-simulations-view";
import type { Route } from "./+types/products-simulations";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, simulationProductsView());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsSimulationsPage({ loaderData }: Route.ComponentProps) {
  return <ProductsSimulationsView content={loaderData.content} />;
}
