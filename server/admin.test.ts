import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  adminPolicy,
  adminRouter,
  githubSignIn,
  productionAdmin,
  productionBackend,
} from "./admin";
import { localGuard } from "./admin-local";
import { ConfigError, loadConfig } from "./config";

const logger = pino({ level: "silent" });
const github = {
  CMS_BACKEND: "github",
  CMS_REPO: "nebula-forge/website",
  CMS_OAUTH_CLIENT_ID: "client-id",
  CMS_OAUTH_CLIENT_SECRET: "client-secret",
  SITE_URL: "https://www.example.test",
};

let close = () => {};
afterEach(() => close());

/** Serves `router` at /admin on a loopback port; returns its origin. */
async function serve(router: express.Router): Promise<string> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin"); // as a stricter proxy in front might
    next();
  });
  app.use("/admin", router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the editor's policy", () => {
  it("is default-deny, allows no inline script, and names each extra source", () => {
    const policy = adminPolicy({
      connect: ["https://api.github.com"],
      images: ["https://github.com"],
    });
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com");
    expect(policy).toContain("img-src 'self' blob: https://github.com");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe("the git host in production (CMS_*)", () => {
  it("is not set up without CMS_BACKEND", () => {
    expect(productionBackend(loadConfig({}))).toBeNull();
  });

  it("GitHub: signs in through the site's routes, editorial workflow, GitHub's API", () => {
    const settings = productionBackend(loadConfig(github))!;
    expect(settings.block).toEqual({
      name: "github",
      repo: "nebula-forge/website",
      branch: "main",
      base_url: "https://www.example.test",
      auth_endpoint: "admin/auth",
    });
    expect(settings.publishMode).toBe("editorial_workflow");
    expect(settings.sources.connect).toContain("https://api.github.com");
  });

  it("GitHub Enterprise: its own API", () => {
    const settings = productionBackend(
      loadConfig({ ...github, CMS_GIT_URL: "https://git.example.test/" }),
    )!;
    expect(settings.block.api_root).toBe("https://git.example.test/api/v3");
    expect(settings.sources.connect).toEqual(["https://git.example.test"]);
  });

  it("GitLab: PKCE in the browser, no secret", () => {
    const settings = productionBackend(
      loadConfig({ CMS_BACKEND: "gitlab", CMS_REPO: "group/sub/site", CMS_OAUTH_CLIENT_ID: "app" }),
    )!;
    expect(settings.block).toMatchObject({
      name: "gitlab",
      auth_type: "pkce",
      app_id: "app",
      base_url: "https://gitlab.com",
      api_root: "https://gitlab.com/api/v4",
    });
    expect(settings.publishMode).toBe("editorial_workflow");
  });

  it("Gitea publishes simply (no workflow there); Forgejo has the workflow", () => {
    const env = {
      CMS_REPO: "o/r",
      CMS_OAUTH_CLIENT_ID: "app",
      CMS_GIT_URL: "https://code.example.test",
    };
    const gitea = productionBackend(loadConfig({ ...env, CMS_BACKEND: "gitea" }))!;
    expect(gitea.block).toMatchObject({
      name: "gitea",
      api_root: "https://code.example.test/api/v1",
    });
    expect(gitea.publishMode).toBe("simple");
    const forgejo = productionBackend(loadConfig({ ...env, CMS_BACKEND: "forgejo" }))!;
    expect(forgejo.publishMode).toBe("editorial_workflow");
  });

  it("refuses incomplete settings, naming the variable", () => {
    const { CMS_OAUTH_CLIENT_SECRET: _secret, ...noSecret } = github;
    expect(() => loadConfig(noSecret)).toThrow(
      /CMS_OAUTH_CLIENT_SECRET: is needed by CMS_BACKEND=github/,
    );
    expect(() =>
      loadConfig({ CMS_BACKEND: "gitea", CMS_REPO: "o/r", CMS_OAUTH_CLIENT_ID: "a" }),
    ).toThrow(/CMS_GIT_URL/);
    expect(() =>
      loadConfig({
        CMS_BACKEND: "gitea",
        CMS_REPO: "o/r",
        CMS_OAUTH_CLIENT_ID: "a",
        CMS_GIT_URL: "https://code.example.test",
        CMS_PUBLISH_MODE: "editorial_workflow",
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...github, CMS_REPO: "no-owner" })).toThrow(
      /CMS_REPO: must be owner\/name/,
    );
  });

  it("sends the OAuth secret and tokens over HTTPS only (plain HTTP on the loopback address)", () => {
    for (const url of [
      "http://git.example.test",
      "http://10.0.0.5:3000",
      "http://localhost.example.test",
    ]) {
      expect(() => loadConfig({ ...github, CMS_GIT_URL: url }), url).toThrow(
        /CMS_GIT_URL: must be an https URL/,
      );
      expect(() => loadConfig({ ...github, CMS_GIT_API_URL: url }), url).toThrow(
        /CMS_GIT_API_URL: must be an https URL/,
      );
    }
    expect(() => loadConfig({ ...github, CMS_GIT_URL: "ftp://git.example.test" })).toThrow(
      /CMS_GIT_URL/,
    );
    for (const url of [
      "https://git.example.test",
      "http://127.0.0.1:4100",
      "http://localhost:4100/",
    ])
      expect(loadConfig({ ...github, CMS_GIT_URL: url }).CMS_GIT_URL, url).toBe(
        url.replace(/\/$/, ""),
      );
  });
});

describe("the /admin router", () => {
  it("without a git host: a page saying so, noindex, no-store, nothing else", async () => {
    const origin = await serve(adminRouter(null));
    const page = await fetch(`${origin}/admin`);
    expect(page.status).toBe(404);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("npm run edit");
    expect((await fetch(`${origin}/admin/config.yml`)).status).toBe(404);
    expect((await fetch(`${origin}/admin/decap-cms.js`)).status).toBe(404);
  });

  it("with one: the page, its configuration and files, under one spelling", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), "admin-files-"));
    mkdirSync(join(clientDir, "admin"));
    writeFileSync(join(clientDir, "admin", "decap-cms.js"), "/* bundle */");
    const site = productionAdmin(loadConfig(github), clientDir, logger)!;
    const origin = await serve(adminRouter(site));

    const page = await fetch(`${origin}/admin`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(site.policy);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // The GitHub popup keeps its opener.
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const html = await page.text();
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(html).not.toMatch(/<script>/);

    const config = await fetch(`${origin}/admin/config.yml`);
    expect(config.headers.get("content-type")).toContain("text/yaml");
    const parsed = parse(await config.text()) as {
      backend: { name: string };
      collections: unknown[];
    };
    expect(parsed.backend.name).toBe("github");
    expect(parsed.collections.length).toBeGreaterThan(0);

    const bundle = await fetch(`${origin}/admin/decap-cms.js`);
    expect(await bundle.text()).toBe("/* bundle */");
    expect(bundle.headers.get("cache-control")).toBe("no-cache");
    for (const path of ["/admin/", "/Admin"]) {
      const moved = await fetch(`${origin}${path}`, { redirect: "manual" });
      expect([moved.status, moved.headers.get("location")], path).toEqual([301, "/admin"]);
    }
    const post = await fetch(`${origin}/admin`, { method: "POST" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
    expect((await fetch(`${origin}/admin/nothing.js`)).status).toBe(404);
  });
});

describe("GitHub sign-in", () => {
  const signIn = (fakeFetch: typeof fetch) =>
    githubSignIn({
      clientId: "client-id",
      clientSecret: "client-secret",
      gitUrl: "https://github.com",
      siteOrigin: "https://www.example.test",
      logger,
      fetch: fakeFetch,
    });

  async function start(fakeFetch: typeof fetch) {
    const origin = await serve(signIn(fakeFetch));
    const auth = await fetch(`${origin}/admin/auth?provider=github&scope=repo`, {
      redirect: "manual",
    });
    const target = new URL(auth.headers.get("location")!);
    const cookie = auth.headers.get("set-cookie")!.split(";")[0]!;
    return { origin, auth, target, cookie };
  }

  it("sends the editor to GitHub with a state bound to a cookie", async () => {
    const { auth, target } = await start(fetch);
    expect(auth.status).toBe(302);
    expect(`${target.origin}${target.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(target.searchParams.get("client_id")).toBe("client-id");
    expect(target.searchParams.get("redirect_uri")).toBe(
      "https://www.example.test/admin/auth/callback",
    );
    expect(target.searchParams.get("scope")).toBe("repo");
    const cookie = auth.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      new RegExp(`^__Host-cms_oauth_state=${target.searchParams.get("state")};`),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    // The popup goes to GitHub and back: no opener policy that would cut it off.
    expect(auth.headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("hands the token to the editor's origin when the state matches", async () => {
    const calls: unknown[] = [];
    const fakeFetch = (async (_url: URL, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ access_token: "gho_token" }), { status: 200 });
    }) as unknown as typeof fetch;
    const { origin, target, cookie } = await start(fakeFetch);
    const state = target.searchParams.get("state")!;
    const callback = await fetch(`${origin}/admin/auth/callback?code=the-code&state=${state}`, {
      headers: { cookie },
    });
    const page = await callback.text();
    expect(calls).toEqual([
      {
        client_id: "client-id",
        client_secret: "client-secret",
        code: "the-code",
        redirect_uri: "https://www.example.test/admin/auth/callback",
      },
    ]);
    expect(page).toContain('authorization:github:success:{\\"token\\":\\"gho_token\\"');
    expect(page).toContain('"origin":"https://www.example.test"');
    const nonce = /<script nonce="([^"]+)"/.exec(page)![1];
    expect(callback.headers.get("content-security-policy")).toContain(
      `script-src 'nonce-${nonce}'`,
    );
    expect(callback.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a callback whose state is not the cookie's, without asking GitHub", async () => {
    let asked = false;
    const { origin, cookie } = await start((async () => {
      asked = true;
      return new Response("{}");
    }) as unknown as typeof fetch);
    const page = await (
      await fetch(`${origin}/admin/auth/callback?code=c&state=forged`, { headers: { cookie } })
    ).text();
    expect(page).toContain("authorization:github:error:");
    expect(page).not.toContain("success");
    expect(asked).toBe(false);
  });

  it("reports GitHub's refusal", async () => {
    const { origin, target, cookie } = await start(
      (async () =>
        new Response(JSON.stringify({ error: "bad_verification_code" }), {
          status: 200,
        })) as unknown as typeof fetch,
    );
    const state = target.searchParams.get("state")!;
    const page = await (
      await fetch(`${origin}/admin/auth/callback?code=c&state=${state}`, { headers: { cookie } })
    ).text();
    expect(page).toContain("bad_verification_code");
    expect(page).not.toContain("success");
  });
});

describe("the local editor's guards", () => {
  it("answers only requests naming this server, and posts only from its own origin", async () => {
    const router = express.Router();
    router.use(localGuard(4999));
    router.all("/api/v1", (_req, res) => res.send("ok"));
    const origin = await serve(router);
    const port = new URL(origin).port;
    // The guard knows port 4999; node:http sends the Host header a browser would send there.
    const ask = (headers: Record<string, string>, method = "POST") =>
      new Promise<number>((done, fail) =>
        request(`${origin}/admin/api/v1`, { method, headers }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        })
          .on("error", fail)
          .end(),
      );
    expect(await ask({ host: "127.0.0.1:4999", origin: "http://127.0.0.1:4999" })).toBe(200);
    expect(await ask({ host: "localhost:4999", origin: "http://localhost:4999" })).toBe(200);
    expect(await ask({ host: `127.0.0.1:${port}` })).toBe(403);
    expect(
      await ask({ host: "attacker.example:4999", origin: "http://attacker.example:4999" }),
    ).toBe(403);
    expect(await ask({ host: "127.0.0.1:4999", origin: "http://localhost:3000" })).toBe(403);
    expect(await ask({ host: "127.0.0.1:4999" }, "GET")).toBe(200);
  });
});
