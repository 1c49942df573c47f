import type { RequestHandler } from "express";
import { matchPath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which methods a path answers, decided before React Router sees the request:
 * GET and HEAD everywhere (pages, files, the 404 page), POST only where the
 * matched route has an action, everything else 405 with `Allow`, a short
 * plain-text body and no route names (the request log has its one line).
 */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

type ServerRoutes = ServerBuild["routes"];
interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

const trees = new WeakMap<ServerRoutes, RouteNode[]>();

/** The build's flat route manifest as the nested tree `matchRoutes` takes. */
function routeTree(routes: ServerRoutes): RouteNode[] {
  const known = trees.get(routes);
  if (known) return known;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  trees.set(routes, roots);
  return roots;
}

/** The page path of a client-side data request ("/contact.data" -> "/contact", "/_root.data" -> "/"). */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.slice(0, -".data".length);
}

interface ActionPattern {
  path: string;
  caseSensitive: boolean;
  /** Has ":param" or "*": another route may outrank it for some paths. */
  dynamic: boolean;
}

const actionPatterns = new WeakMap<ServerRoutes, ActionPattern[]>();

/** The full paths of the routes that have an action, worked out once per build. */
function patternsOf(routes: ServerRoutes): ActionPattern[] {
  const known = actionPatterns.get(routes);
  if (known) return known;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const patterns = Object.values(routes)
    .filter((route) => route?.module.action)
    .map((route) => {
      const path = fullPath(route!.id).replace(/\/{2,}/g, "/") || "/";
      return { path, caseSensitive: Boolean(route!.caseSensitive), dynamic: /[:*]/.test(path) };
    });
  actionPatterns.set(routes, patterns);
  return patterns;
}

/**
 * Whether the route that answers `pathname` has an action (and so takes POST).
 * A path no action route matches is answered at once; only a match with a
 * dynamic pattern asks React Router's full matching (which ranks every route
 * again on each call, about a millisecond).
 */
export function hasAction(build: ServerBuild, pathname: string): boolean {
  const path = pagePathOf(pathname);
  for (const pattern of patternsOf(build.routes)) {
    if (!matchPath({ path: pattern.path, caseSensitive: pattern.caseSensitive, end: true }, path)) {
      continue;
    }
    if (!pattern.dynamic) return true;
    const leaf = matchRoutes(routeTree(build.routes) as RouteObject[], path)?.at(-1)?.route as
      RouteNode | undefined;
    return Boolean(leaf && build.routes[leaf.id]?.module.action);
  }
  return false;
}

/** The methods `pathname` answers, for `Allow`. */
export function allowedMethods(build: ServerBuild, pathname: string): string[] {
  return hasAction(build, pathname) ? [...PAGE_METHODS, "POST"] : [...PAGE_METHODS];
}

export function methodRule(build: () => ServerBuild | Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const allowed = allowedMethods(await build(), req.path);
    if (allowed.includes(req.method)) return next();
    res.setHeader("Allow", allowed.join(", "));
    res.setHeader("Cache-Control", "no-store");
    // Whatever body came with it stays unread: close instead of draining it.
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) {
      res.setHeader("Connection", "close");
    }
    res.status(405).type("text/plain; charset=utf-8").send("Method Not Allowed");
  };
}
