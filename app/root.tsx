import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import enhanceScript from "./browser/enhance.ts?browser-script";
import { NoScriptView } from "./components/layout/no-script-view";
import { SiteFooter } from "./components/layout/site-footer";
import { HEADER_END_ID, SiteHeader } from "./components/layout/site-header";
import ErrorPanel from "./components/sections/error-panel";
import NotFound from "./components/sections/not-found";
import { bootScript } from "./lib/boot-script";
import { layoutData } from "./content/layout.server";
import { speculationRules } from "./lib/speculation-rules";
import stylesheet from "./styles/app.css?url";
import inboxStylesheet from "./inbox/inbox.css?url";
import { markIconHref } from "./components/ui/logo-mark";
import { isInboxPath } from "./inbox/paths";
import { cspNonceContext } from "./load-context";

/**
 * The icon is inline (a data URI): Chromium fetches a linked one while the page
 * loads, ahead of its first paint. No web app manifest for the same reason
 * (docs/decisions/0017); iOS takes the touch icon when a visitor adds the site.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: markIconHref, type: "image/png" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * The header and footer of every page, from the content (settings/layout.yaml
 * and the collections). The studio's inbox is an application of its own
 * (decision 0019): no site header or footer, and React in the browser, whose
 * scripts carry this response's CSP nonce.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (isInboxPath(new URL(request.url).pathname)) {
    return { app: "inbox" as const, nonce: context.get(cspNonceContext) ?? undefined };
  }
  return layoutData();
}

type RootData = Awaited<ReturnType<typeof loader>>;
type SiteData = Exclude<RootData, { app: "inbox" }>;

function siteData(data: RootData | undefined): SiteData | undefined {
  return data && !("app" in data) ? data : undefined;
}

/**
 * The document head when a page fails: a route's own `meta` replaces this on
 * every page that renders, so it only shows on the 404 and error pages.
 */
export const meta: Route.MetaFunction = ({ error, loaderData: rootData }) => {
  const loaderData = siteData(rootData);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page =
    status === 404
      ? loaderData?.errorPages.notFound
      : status === 410
        ? loaderData?.errorPages.gone
        : loaderData?.errorPages.serverError;
  return [
    { title: page ? `${page.tabTitle} | ${loaderData!.studio.name}` : "Error" },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * The document. React renders every page on the server, and no page hydrates
 * as a whole: there is no `<Scripts />`, so React Router writes no module
 * preload, no module script and no hydration data (docs/decisions/0009, 0018).
 * Every page carries the boot script (it loads the small progressive
 * enhancement, browser/enhance.ts, after the first paint) and the speculation
 * rules; the contact form is a React island of its own
 * (components/sections/contact/inquiry-island.tsx). A page that renders (not
 * the 404 or error page) is counted without JavaScript too (NoScriptView).
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // The 404 and error pages are not views of a page (null: no error).
  const failed = useRouteError() != null;
  if (root && "app" in root)
    return <ApplicationDocument nonce={root.nonce}>{children}</ApplicationDocument>;
  const data = siteData(root);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
        {data ? <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" /> : null}
        <script data-enhance={enhanceScript} dangerouslySetInnerHTML={{ __html: bootScript }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-ink-950 text-fg">
        {data ? (
          <a
            href="#main-content"
            className="sr-only z-[60] rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {data.skipLink}
          </a>
        ) : null}
        {data ? <SiteHeader data={data} /> : null}
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {data ? <SiteFooter data={data} /> : null}
        {data && !failed ? <NoScriptView path={pathname} /> : null}
      </body>
    </html>
  );
}

/**
 * The inbox's document: its own header and main (in its layout route), and
 * React Router's scripts, so that its routes hydrate. Public pages never get
 * here: none of them carries a script of React Router's.
 */
function ApplicationDocument({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="stylesheet" href={inboxStylesheet} precedence="default" />
        <Links />
      </head>
      <body className="min-h-dvh bg-ink-950 text-fg">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 410) ? (
    <NotFound />
  ) : (
    <ErrorPanel error={error} />
  );
}
