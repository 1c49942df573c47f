/**
 * /admin: the editor (Decap CMS's prebuilt bundle, from npm, never a CDN) with
 * its own strict policy, out of every index (docs/decisions/0016-cms.md).
 *
 *   GET /admin              the editor's page (no inline script)
 *   GET /admin/config.yml   its configuration, generated from app/content/collections.ts
 *   GET /admin/<file>       the bundle and its lazy chunks, our editor script and preview styles
 *   GET /admin/auth[...]    GitHub sign-in (production, CMS_BACKEND=github)
 *   POST /admin/api/v1      the local proxy (`npm run edit` only: server/admin-local.ts)
 *
 * In production the git host comes from the environment (CMS_*, server/config.ts);
 * without CMS_BACKEND /admin answers that the editor is not set up here.
 * Nothing here reaches a public page: /admin is not a registered page, so it is in
 * neither the sitemap nor the prerender list nor the budgets of the static audit.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import type { Logger } from "pino";
import { collections } from "../app/content/collections";
import { decapConfig, decapConfigYaml, type DecapOptions } from "./editor/decap-config";
import type { Config } from "./config";
import { PrecompressedIndex, servePrecompressed } from "./precompressed";

/** Where the build puts the editor's files (scripts/cms/build-admin.ts), under the client build. */
export const ADMIN_DIR = "admin";

/**
 * Inline <style> texts the bundle injects, allowed by their hashes instead of
 * 'unsafe-inline'. Valid for decap-cms 3.16.3 (pinned in server/editor/decap-bundle.ts): recompute
 * them on an upgrade (tests/e2e/admin.spec.ts fails on any violation and names it).
 */
const DECAP_STYLE_HASHES = [
  // emotion's empty <style> elements, which it then fills through insertRule (not checked by CSP)
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  // react-toastify's stylesheet
  "'sha256-4qb+qTjZ8vb8co1YZpMNDeX7tJSzzRBt6uIroh6K5K8='",
  // the uploadcare widget's stylesheet (part of the bundle even when unused)
  "'sha256-oLQo1xOLbYlsNCDIECXg24EuQKwYCOy/jJqds+fExxE='",
];

export interface PolicySources {
  /** Where the editor reads and writes content: the git host's API (nothing more locally). */
  connect?: readonly string[];
  /** Where the signed-in user's avatar comes from. */
  images?: readonly string[];
}

/**
 * The editor's Content-Security-Policy. Stricter than the pages' in what it
 * does not need (default-src 'none', no frames, no inline scripts); its
 * relaxations, each needed by Decap (docs/decisions/0016-cms.md):
 *  - script-src 'unsafe-eval': Decap validates its configuration with ajv, which
 *    compiles the schema with new Function(); without it the editor is blank.
 *  - style-src hashes: the fixed <style> texts the bundle injects (above).
 *  - connect-src blob:, img-src blob:, media-src blob:: an uploaded file is read
 *    back from its blob: URL (to save it, and to show it before it is saved).
 *  - connect-src/img-src of the git host (production only).
 */
export function adminPolicy(sources: PolicySources = {}): string {
  const list = (extra: readonly string[] = []) => extra.map((s) => ` ${s}`).join("");
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    `style-src 'self' ${DECAP_STYLE_HASHES.join(" ")}`,
    `img-src 'self' blob:${list(sources.images)}`,
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self' blob:${list(sources.connect)}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What differs between the editor in production and in `npm run edit`. */
export interface AdminSite {
  /** The configuration Decap reads, for this request. */
  config(req: Request): string;
  policy: string;
  /** The editor's files (the bundle, our editor script and preview styles). */
  files: RequestHandler;
  /** Routes of their own under /admin: GitHub sign-in, or the local proxy. */
  routes?: Router;
  /** Checked before anything else under /admin (the local editor checks Host and Origin). */
  guard?: RequestHandler;
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="text/yaml" href="/admin/config.yml" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/editor.js"></script>
  </body>
</html>
`;

const NOT_SET_UP = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>The editor is not set up here</title>
  </head>
  <body>
    <h1>The editor is not set up here</h1>
    <p>To edit the site on your computer, run <code>npm run edit</code>. To edit it here,
    set the <code>CMS_*</code> settings described in README.md, "Editing the site".</p>
  </body>
</html>
`;

/** Headers every /admin answer carries. */
function adminHeaders(res: Response, policy: string) {
  res.setHeader("Content-Security-Policy", policy);
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Referrer-Policy", "same-origin");
}

/**
 * The /admin router, mounted before the method rule (the local proxy takes
 * POST). Only the exact spelling /admin is the page: "/admin/" and other
 * casings redirect to it.
 */
export function adminRouter(site: AdminSite | null): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const policy = site?.policy ?? "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";
  router.use((_req, res, next) => {
    adminHeaders(res, policy);
    next();
  });
  if (site?.guard) router.use(site.guard);
  router.all("/", (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.originalUrl.slice(req.originalUrl.split("?")[0]!.length);
    if (req.originalUrl.split("?")[0] !== "/admin") return res.redirect(301, `/admin${query}`);
    res.setHeader("Cache-Control", "no-store");
    if (!site) return res.status(404).type("html").send(NOT_SET_UP);
    // The GitHub sign-in popup must keep its opener through github.com (see githubSignIn).
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    res.type("html").send(PAGE);
  });
  if (site) {
    router.get("/config.yml", (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.type("text/yaml; charset=utf-8").send(site.config(req));
    });
    if (site.routes) router.use(site.routes);
    router.use(site.files);
  }
  router.use((req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return res.status(405).type("text/plain; charset=utf-8").send("Method Not Allowed");
    }
    res.status(404).type("text/plain; charset=utf-8").send("Not Found");
  });
  return router;
}

/** Serves the editor's built files (the bundle is large: its brotli and gzip siblings go out). */
export function builtAdminFiles(dir: string): RequestHandler {
  const headers = { "Cache-Control": "no-cache" };
  const precompressed = new PrecompressedIndex(dir);
  const router = express.Router();
  router.use(
    servePrecompressed(dir, precompressed, () => headers),
    express.static(dir, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", headers["Cache-Control"]),
    }),
  );
  return router;
}

const DEFAULT_HOSTS = { github: "https://github.com", gitlab: "https://gitlab.com" } as const;

/** The git host's settings in production, from the environment (null: not set up). */
export function productionBackend(config: Config) {
  const backend = config.CMS_BACKEND;
  if (!backend || !config.CMS_REPO || !config.CMS_OAUTH_CLIENT_ID) return null;
  const siteOrigin = new URL(config.SITE_URL).origin;
  const gitUrl =
    config.CMS_GIT_URL ??
    (backend === "github" || backend === "gitlab" ? DEFAULT_HOSTS[backend] : "");
  const common = { repo: config.CMS_REPO, branch: config.CMS_BRANCH };
  const origin = (url: string) => new URL(url).origin;
  let block: Record<string, unknown>;
  let sources: PolicySources;
  switch (backend) {
    case "github": {
      const publicGithub = gitUrl === DEFAULT_HOSTS.github;
      const apiRoot =
        config.CMS_GIT_API_URL ?? (publicGithub ? "https://api.github.com" : `${gitUrl}/api/v3`);
      block = {
        name: "github",
        ...common,
        // Sign-in goes through this site's own routes (githubSignIn below), not Netlify's.
        base_url: siteOrigin,
        auth_endpoint: "admin/auth",
        ...(apiRoot === "https://api.github.com" ? {} : { api_root: apiRoot }),
      };
      sources = {
        // The API, and the status page Decap asks before signing in (a warning badge only).
        connect: [origin(apiRoot), ...(publicGithub ? ["https://www.githubstatus.com"] : [])],
        // The avatar: github.com/<user>.png redirects to avatars.githubusercontent.com.
        images: [
          origin(gitUrl),
          ...(publicGithub ? ["https://avatars.githubusercontent.com"] : []),
        ],
      };
      break;
    }
    case "gitlab": {
      const apiRoot = config.CMS_GIT_API_URL ?? `${gitUrl}/api/v4`;
      block = {
        name: "gitlab",
        ...common,
        // PKCE: the browser signs in with GitLab itself, no secret and no server route.
        auth_type: "pkce",
        app_id: config.CMS_OAUTH_CLIENT_ID,
        base_url: gitUrl,
        auth_endpoint: "oauth/authorize",
        api_root: apiRoot,
      };
      sources = {
        connect: [...new Set([origin(gitUrl), origin(apiRoot)])],
        // Avatars: the host's own, or Gravatar's (GitLab's default).
        images: [...new Set([origin(gitUrl), origin(apiRoot)]), "https://secure.gravatar.com"],
      };
      break;
    }
    case "gitea":
    case "forgejo": {
      const apiRoot = config.CMS_GIT_API_URL ?? `${gitUrl}/api/v1`;
      block = {
        name: backend,
        ...common,
        app_id: config.CMS_OAUTH_CLIENT_ID,
        base_url: gitUrl,
        api_root: apiRoot,
      };
      sources = {
        connect: [...new Set([origin(gitUrl), origin(apiRoot)])],
        images: [...new Set([origin(gitUrl), origin(apiRoot)])],
      };
      break;
    }
  }
  const publishMode: DecapOptions["publishMode"] =
    config.CMS_PUBLISH_MODE ?? (backend === "gitea" ? "simple" : "editorial_workflow");
  return { backend, block, sources, publishMode, gitUrl, siteOrigin };
}

/** The editor as production serves it: files from the build, the git host from the environment. */
export function productionAdmin(
  config: Config,
  clientDir: string,
  logger: Logger,
): AdminSite | null {
  const settings = productionBackend(config);
  if (!settings) return null;
  const dir = join(clientDir, ADMIN_DIR);
  if (!existsSync(join(dir, "decap-cms.js"))) {
    logger.warn({ event: "admin.missing", dir }, "the editor's files are not in the build");
  }
  const yaml = decapConfigYaml(
    decapConfig(collections, {
      backend: settings.block,
      publishMode: settings.publishMode,
      siteUrl: config.SITE_URL,
    }),
  );
  return {
    config: () => yaml,
    policy: adminPolicy(settings.sources),
    files: builtAdminFiles(dir),
    routes:
      settings.backend === "github"
        ? githubSignIn({
            clientId: config.CMS_OAUTH_CLIENT_ID!,
            clientSecret: config.CMS_OAUTH_CLIENT_SECRET!,
            gitUrl: settings.gitUrl,
            siteOrigin: settings.siteOrigin,
            logger,
          })
        : undefined,
  };
}

export interface GithubSignInOptions {
  clientId: string;
  clientSecret: string;
  /** https://github.com, or a GitHub Enterprise server. */
  gitUrl: string;
  /** The site's public origin: where GitHub sends the editor back, and Decap's `base_url`. */
  siteOrigin: string;
  logger: Logger;
  /** Tests replace the network. */
  fetch?: typeof fetch;
}

/**
 * The cookie that binds the sign-in's state to this browser. On HTTPS it carries
 * the __Host- prefix (the browser keeps it only if Secure, for this host alone,
 * on every path: a sibling subdomain cannot set or overwrite it); on plain HTTP
 * (a local stand-in) the prefix is not allowed and it stays on /admin/auth.
 */
function stateCookie(secure: boolean) {
  return secure
    ? { name: "__Host-cms_oauth_state", path: "/", secure }
    : { name: "cms_oauth_state", path: "/admin/auth", secure };
}
const SCOPES = new Set(["repo", "public_repo"]);

/**
 * GitHub sign-in for Decap's github backend (the OAuth web flow needs the client
 * secret, so it runs here; GitLab, Gitea and Forgejo sign in from the browser).
 * Decap opens a popup at /admin/auth; we send it to GitHub with a state bound to
 * a cookie; GitHub sends it back to /admin/auth/callback, where the code is
 * exchanged for a token, which a tiny page hands to the editor with Decap's
 * postMessage handshake, to this site's origin only.
 */
export function githubSignIn(options: GithubSignInOptions): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const doFetch = options.fetch ?? fetch;
  const cookie = stateCookie(options.siteOrigin.startsWith("https:"));
  const callbackUrl = `${options.siteOrigin}/admin/auth/callback`;
  // The popup navigates to GitHub and back: a cross-origin-opener policy would cut it off from the editor.
  const popupHeaders = (res: Response) => {
    res.removeHeader("Cross-Origin-Opener-Policy");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Referrer-Policy", "no-referrer");
  };

  router.get("/auth", (req, res) => {
    popupHeaders(res);
    const state = randomBytes(24).toString("hex");
    res.cookie(cookie.name, state, {
      httpOnly: true,
      sameSite: "lax",
      secure: cookie.secure,
      path: cookie.path,
      maxAge: 10 * 60 * 1000,
    });
    const scope =
      typeof req.query.scope === "string" && SCOPES.has(req.query.scope) ? req.query.scope : "repo";
    const target = new URL("/login/oauth/authorize", options.gitUrl);
    target.search = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: callbackUrl,
      scope,
      state,
    }).toString();
    res.redirect(302, target.href);
  });

  router.get("/auth/callback", async (req: Request, res: Response, next: NextFunction) => {
    try {
      popupHeaders(res);
      res.clearCookie(cookie.name, {
        path: cookie.path,
        secure: cookie.secure,
        sameSite: "lax",
        httpOnly: true,
      });
      const expected = cookieValue(req.headers.cookie, cookie.name);
      const state = typeof req.query.state === "string" ? req.query.state : "";
      const code = typeof req.query.code === "string" ? req.query.code : "";
      let message: string;
      if (!code || !expected || !sameText(expected, state)) {
        options.logger.warn({ event: "admin.signin.refused" }, "GitHub sign-in: state mismatch");
        message = `authorization:github:error:${JSON.stringify({ message: "The sign-in expired or did not start here: try again." })}`;
      } else {
        const token = await exchangeCode(doFetch, options, code, callbackUrl);
        if (token.ok) {
          options.logger.info({ event: "admin.signin" }, "GitHub sign-in");
          message = `authorization:github:success:${JSON.stringify({ token: token.token, provider: "github" })}`;
        } else {
          options.logger.warn(
            { event: "admin.signin.failed", reason: token.reason },
            "GitHub sign-in failed",
          );
          message = `authorization:github:error:${JSON.stringify({ message: `GitHub refused the sign-in (${token.reason}).` })}`;
        }
      }
      const nonce = randomBytes(16).toString("base64");
      res.setHeader(
        "Content-Security-Policy",
        `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      res.type("html").send(handshakePage(nonce, options.siteOrigin, message));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

async function exchangeCode(
  doFetch: typeof fetch,
  options: GithubSignInOptions,
  code: string,
  redirectUri: string,
): Promise<{ ok: true; token: string } | { ok: false; reason: string }> {
  try {
    const response = await doFetch(new URL("/login/oauth/access_token", options.gitUrl), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      error?: unknown;
    };
    if (response.ok && typeof data.access_token === "string" && data.access_token)
      return { ok: true, token: data.access_token };
    return {
      ok: false,
      reason: typeof data.error === "string" ? data.error : `HTTP ${response.status}`,
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.name : "network error" };
  }
}

/**
 * Decap's handshake: the popup says "authorizing:github" to the editor (which
 * checks that it comes from its base_url), the editor answers, then the popup
 * sends the result, addressed to the site's origin only.
 */
function handshakePage(nonce: string, origin: string, message: string): string {
  const data = JSON.stringify({ origin, message }).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Signing in</title></head>
<body>
<p>Signing in…</p>
<script nonce="${nonce}">
(function () {
  var data = ${data};
  if (!window.opener) { document.body.textContent = "Open the editor at /admin and sign in from there."; return; }
  window.addEventListener("message", function (event) {
    if (event.origin !== data.origin || event.data !== "authorizing:github") return;
    window.opener.postMessage(data.message, data.origin);
  });
  window.opener.postMessage("authorizing:github", data.origin);
})();
</script>
</body>
</html>
`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
