import { productsOverviewView } from "~/content/products/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { ProductsOverviewView } from "~/components/sections/products/products-overview-view";
import type { Route } from "./+types/products";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, productsOverviewView());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ProductsOverviewView content={loaderData.content} />;
}
