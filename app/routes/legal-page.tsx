import { LegalDocumentView } from "~/components/sections/company/legal-document";
import { legalView } from "~/content/company/legal.server";
import { content } from "~/content/load.server";
import { pageFor } from "~/content/pages";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/legal-page";

/** Every legal page (content/legal/*.md: /PrivacyPolicy, /TermsofService) shares this module. */
export function loader({ url }: Route.LoaderArgs) {
  const page = pageFor(url.pathname);
  return pageData(url, legalView(content(), page.path), { type: "article" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.content} />;
}
