import { aiProductsView } from "~/content/products/views.server";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { ProductsAiView } from "~/components/sections/products/products-ai-view";
import type { Route } from "./+types/products-ai";

export function loader({ url }: Route.LoaderArgs) {
  return pageData(url, aiProductsView());
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductsAiPage({ loaderData }: Route.ComponentProps) {
  return <ProductsAiView content={loaderData.content} />;
}
