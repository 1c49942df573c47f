import { legalDocumentFor, type LegalDocument } from "~/content/company/legal";
import { pageFor } from "~/content/pages";
import { pageData } from "~/lib/page-data.server";
import { seoMeta } from "~/lib/seo";
import { LegalDocumentBody } from "~/components/sections/company/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/legal-page";

/** /PrivacyPolicy and /TermsofService share this module (route ids privacy-policy, terms-of-service). */
export function loader({ url }: Route.LoaderArgs) {
  const page = pageFor(url.pathname);
  return pageData(url, legalDocumentFor(page.path), { type: "article" });
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LegalPagePage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView document={loaderData.content} />;
}

function LegalPageView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={document.title}
        intro={document.summary}
        actions={
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-ink-900/80 px-4 py-2 text-sm text-fg-muted">
            <Icon name="calendar" size={16} className="text-brand-300" />
            <span>
              Last updated: <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
            </span>
          </p>
        }
      />
      <LegalDocumentBody document={document} />
    </>
  );
}
