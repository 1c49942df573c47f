import { legalDocumentFor, type LegalDocument } from "~/content/company/legal";
import { pageFor } from "~/content/pages";
import { staticPage } from "~/lib/static-html.server";
import { StaticPageBody } from "~/components/layout/static-html";
import { seoMeta } from "~/lib/seo";
import { LegalDocumentBody } from "~/components/sections/company/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/legal-page";

/** /PrivacyPolicy and /TermsofService share this module (route ids privacy-policy, terms-of-service). */
export function loader({ url }: Route.LoaderArgs) {
  const page = pageFor(url.pathname);
  return staticPage(
    url,
    legalDocumentFor(page.path),
    (document) => <LegalPageView document={document} />,
    { type: "article" },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default StaticPageBody;

/** The page body: rendered to HTML by the loader, never shipped as JavaScript. */
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
