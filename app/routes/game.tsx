import { gamePageData } from "~/content/products/views.server";
import { seoMeta } from "~/lib/seo";
import { GameView } from "~/components/sections/products/game-view";
import type { Route } from "./+types/game";

export function loader({ url }: Route.LoaderArgs) {
  return gamePageData(url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  ...(loaderData ? [loaderData.preload] : []),
];

export default function GamePage({ loaderData }: Route.ComponentProps) {
  return <GameView content={loaderData.content} />;
}
