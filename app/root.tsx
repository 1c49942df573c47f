import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { StaticHtml } from "./components/layout/static-html";
import { useIdleSectionRendering } from "./components/layout/use-idle-section-rendering";
import { useStaticLinkNavigation } from "./components/layout/use-static-link-navigation";
import { useVideoAutoplay } from "./components/layout/use-video-autoplay";
import { documentTitle } from "./lib/seo";
import { renderStaticHtml } from "./lib/static-html.server";
import stylesheet from "./styles/app.css?url";
import interLatin from "./assets/fonts/inter-subset.woff2?url";
import groteskLatin from "./assets/fonts/space-grotesk-subset.woff2?url";

// Error pages are rare: their code loads only when one is shown.
const NotFound = lazy(() => import("./components/sections/not-found"));
const ErrorPanel = lazy(() => import("./components/sections/error-panel"));

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: groteskLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The document head when a page fails: a route's own `meta` replaces this on
 * every page that renders, so it only shows on the 404 and error pages.
 */
export const meta: Route.MetaFunction = ({ error }) => [
  {
    title: documentTitle(
      isRouteErrorResponse(error) && error.status === 404
        ? "Page not found"
        : "Something went wrong",
    ),
  },
  { name: "robots", content: "noindex" },
];

/** The footer is the same on every page: rendered once per document on the server. */
export function loader() {
  return { footerHtml: renderStaticHtml(<SiteFooter />) };
}

// The footer never changes between pages: no need to fetch it again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Hydration starts after the first paint (lib/deferred-hydration.server.ts):
  // this marks when the menus and the form answer (the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060b" />
        <Meta />
        {/* precedence makes React emit the stylesheet before the script preloads. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-ink-950 text-fg">
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {rootData ? <StaticHtml html={rootData.footerHtml} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useStaticLinkNavigation();
  useVideoAutoplay();
  useIdleSectionRendering();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) console.error(`404: no page at ${location.pathname}`);
  }, [notFound, location.pathname]);

  return (
    <Suspense fallback={null}>{notFound ? <NotFound /> : <ErrorPanel error={error} />}</Suspense>
  );
}
