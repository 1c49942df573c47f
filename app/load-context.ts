import { createContext, RouterContextProvider } from "react-router";
import type { ContactServices, LogSink } from "./contact/services";
import type { InboxServices } from "./inbox/services";
import type { SearchResult } from "./lib/site-search";

/** Searches the build's index (server/search-index.ts). */
export interface SiteSearch {
  search(query: string): SearchResult[];
}

/**
 * What the server hands to every loader, action and to entry.server, as React
 * Router contexts (future.v8_middleware). The Express app that fills them
 * (server/app.ts) is part of the same Vite build as the routes, so these
 * context objects exist once (docs/decisions/0014-one-server-module-graph.md).
 *
 * Every context has a default (null): prerendering runs loaders and
 * entry.server without any server, and must not throw "No value found".
 */

/** Per-request nonce for the CSP of server-rendered responses. */
export const cspNonceContext = createContext<string | null>(null);

/** The client address as Express works it out (`req.ip`, honouring TRUST_PROXY). */
export const clientAddressContext = createContext<string | null>(null);

/** Storage, rate limit and logging for the contact action. */
export const contactServicesContext = createContext<ContactServices | null>(null);

/** The studio's inbox: staff, sessions, inquiries to work (null: the inbox answers 503). */
export const inboxServicesContext = createContext<InboxServices | null>(null);

/**
 * Runs work after the answer has been sent (Express's response closed): what
 * an answer must not wait for, or be timed by. Null without a server.
 */
export const afterResponseContext = createContext<((task: () => Promise<void>) => void) | null>(
  null,
);

/** The site search's server side: /search?q= answered without JavaScript (null: prerendering). */
export const siteSearchContext = createContext<SiteSearch | null>(null);

/**
 * The address is an old one the editor marked gone (content/redirects.yaml):
 * the catch-all route answers 410 with the removed page's words, not 404.
 */
export const goneContext = createContext<boolean>(false);

/**
 * In production, whether the build made a page at this path (server/static-pages.ts).
 * Pages that share a route (news posts, later news lists) answer only for pages
 * the build made: a post whose day came after the build is published by the next
 * build, with its pictures, and its address stays a 404 meanwhile. Null
 * (prerendering, development): the content decides.
 */
export const builtPageContext = createContext<((path: string) => boolean) | null>(null);

/** The server's structured logger (entry.server's handleError writes to it). */
export const loggerContext = createContext<LogSink | null>(null);

export interface RequestValues {
  cspNonce: string;
  clientAddress: string;
  contact: ContactServices | null;
  inbox?: InboxServices | null;
  logger: LogSink;
  afterResponse?: (task: () => Promise<void>) => void;
  search?: SiteSearch | null;
  gone?: boolean;
  isBuiltPage?: ((path: string) => boolean) | null;
}

/** The context of one request, as `getLoadContext` returns it. */
export function requestContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientAddressContext, values.clientAddress);
  context.set(contactServicesContext, values.contact);
  context.set(inboxServicesContext, values.inbox ?? null);
  context.set(loggerContext, values.logger);
  context.set(afterResponseContext, values.afterResponse ?? null);
  context.set(siteSearchContext, values.search ?? null);
  context.set(goneContext, values.gone ?? false);
  context.set(builtPageContext, values.isBuiltPage ?? null);
  return context;
}
