/**
 * The editor at /admin (docs/decisions/0016-cms.md).
 *
 * Local mode (`npm run edit`) in real Chromium: each worker starts the
 * development server with the editor on its own port (E2E_PORT + 1 + worker).
 * The tests that save through the editor do it in a throwaway working copy
 * with a development server of its own (E2E_PORT + 20 + worker, `copy`), exactly
 * as a person would, then check the files on disk, that `git status` there
 * lists only what the editor wrote, and the pages the development server
 * renders from them; this checkout's files are never changed, so they run
 * beside every other test.
 *
 * Production: the built server that playwright.config.ts starts (no git host
 * configured there), and one started here with a stand-in GitHub, for the
 * sign-in through the site's own routes.
 *
 * Collections, labels and entries are read from the code and the content
 * (collections.ts, the generated editor configuration, content(), pages()):
 * nothing here repeats copy.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { MAX_SLUG_LENGTH, type CollectionDefinition } from "../../app/content/collection";
import { collections } from "../../app/content/collections";
import { content, loadContent } from "../../app/content/load.server";
import { newsPostPath } from "../../app/content/news/pages";
import { studioToday } from "../../app/content/news/schedule";
import { pages } from "../../app/content/pages";
import { decapCollection, MEDIA_ROOT, type DecapField } from "../../server/editor/decap-config";
import { FILE_POLICY } from "../../server/security-headers";
import { readJsonFeed, readRss } from "./feeds";

const root = process.cwd();
const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/**
 * Starts a server (`args` for node: the built server or `tsx server/dev.ts`) on
 * `port` with `env` (in `cwd`) and a throwaway data folder of its own (DATA_DIR),
 * and waits for /healthz; `stop` stops it and removes the folder.
 */
async function startServer(args: string[], env: Record<string, string>, port: number, cwd = root) {
  const dataDir = mkdtempSync(join(tmpdir(), "admin-e2e-data-"));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ...env,
    },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise((done) => child.once("exit", done));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server on ${port} exited:\n${errors}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the server on ${port} did not start:\n${errors}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway working copy of this checkout, for the tests that save through the
 * editor: the files git tracks or would track (so uncommitted work is tested too),
 * the generated pictures, and a node_modules whose entries link to this one's but
 * whose .vite (the development server's dependency cache) is its own. Its own git
 * repository, committed as it was, so that `git status` there says exactly what
 * the editor wrote. Everything else (every other spec, the built server) reads this
 * checkout's content/, which these tests never touch: they run beside the others.
 */
function makeWorkingCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "admin-e2e-copy-"));
  const tracked = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of tracked) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  for (const generated of ["public/img", "public/og/news"])
    if (existsSync(join(root, generated)))
      cpSync(join(root, generated), join(copy, generated), { recursive: true });
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync(join(root, "node_modules")))
    if (name !== ".vite")
      symlinkSync(join(root, "node_modules", name), join(copy, "node_modules", name));
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], {
      cwd: copy,
      stdio: "ignore",
    });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-q", "-m", "as the tests found it");
  return copy;
}

const test = base.extend<object, { editor: string; copy: { root: string; editor: string } }>({
  copy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const copy = makeWorkingCopy();
      const server = await startServer(
        [resolve("node_modules/tsx/dist/cli.mjs"), "server/dev.ts", "--edit"],
        { NODE_ENV: "development", DATA_DIR: join(copy, "data") },
        e2ePort + 20 + workerInfo.parallelIndex,
        copy,
      );
      await use({ root: copy, editor: server.url });
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  editor: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(
        [resolve("node_modules/tsx/dist/cli.mjs"), "server/dev.ts", "--edit"],
        {
          NODE_ENV: "development",
        },
        e2ePort + 1 + workerInfo.parallelIndex,
      );
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

// --- What the tests read from the code and the content ---------------------------------

type AnyEntry = { slug: string; file: string; [field: string]: unknown };

function definitionOf(name: string): CollectionDefinition {
  const definition = (collections as Record<string, CollectionDefinition>)[name];
  if (!definition) throw new Error(`collections.ts has no collection named ${name}`);
  return definition;
}

/** The fields as the editor shows them (the generated configuration). */
function editorFields(name: string): DecapField[] {
  const collection = decapCollection(name, definitionOf(name));
  return collection.fields ?? collection.files![0]!.fields;
}

function editorField(name: string, field: string): DecapField {
  const found = editorFields(name).find((f) => f.name === field);
  if (!found) throw new Error(`collection ${name} has no field ${field}`);
  return found;
}

function entriesOf(name: string): AnyEntry[] {
  return (content() as unknown as Record<string, AnyEntry[]>)[name] ?? [];
}

/** An entry of a folder collection that is the subject of a page (the page carries its title). */
function entryWithPage(name: string) {
  const identifier = (definitionOf(name) as { identifierField: string }).identifierField;
  for (const entry of entriesOf(name)) {
    const title = entry[identifier];
    const shown = pages().filter((page) => page.label === title || page.title === title);
    if (shown.length > 0) return { entry, title: String(title), pages: shown };
  }
  throw new Error(`no entry of ${name} has a page titled after it`);
}

/** A page's HTML with the entities React writes for text decoded ("service's" is "service&#x27;s"). */
async function pageText(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
  return html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!);
}

// --- Driving the editor -------------------------------------------------------------------

/** Collects what must never happen: CSP violations, uncaught errors, requests to another origin. */
async function watch(page: Page, origin: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation")) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(blob|data|about):/.test(url))
      problems.push(`request to ${url}`);
  });
  // Decap asks window.confirm() before leaving unsaved changes; Playwright would say no.
  page.on("dialog", (dialog) => void dialog.accept());
  return problems;
}

async function logIn(page: Page, editor: string) {
  await page.goto(`${editor}/admin`);
  // Parsing the 5 MB bundle takes a while on a busy machine.
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible({
    timeout: 60_000,
  });
}

/** Opens a collection from the sidebar (hash URLs keep the previous entry's form: click instead). */
async function openCollection(page: Page, name: string) {
  const back = page.getByRole("link", { name: /^← Writing in / });
  if (await back.isVisible()) await back.click();
  await page
    .getByRole("complementary")
    .getByRole("link", { name: definitionOf(name).label, exact: true })
    .click();
}

/** Simple publishing (the local proxy's only mode): Publish, then Publish now. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Changes saved")).toBeVisible();
}

const readYaml = (file: string) => parseYaml(readFileSync(file, "utf8")) as Record<string, unknown>;

/** What `git status` says in a working copy: the files changed or added since it was made. */
const gitStatus = (cwd: string) =>
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .sort();

/** The files a test changed or added in the working copy (the worker's earlier tests' left out). */
function changedSince(copy: string, before: string[]) {
  return gitStatus(copy).filter((line) => !before.includes(line));
}

function listFiles(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).map((name) => join(folder, name)) : [];
}

/**
 * Builds the site from the working copy into a folder of its own (`npm run build`
 * with BUILD_DIR: the images, the prerendered pages, the feeds, as CI builds it),
 * starts that build and checks that the post is published everywhere a post shows.
 */
async function expectPublishedAfterBuild(
  page: Page,
  copy: string,
  post: { slug: string; title: string },
) {
  // Inside the working copy (build-* is ignored): the prerendering step imports the
  // server build, which finds its packages in that node_modules.
  const buildDir = mkdtempSync(join(copy, "build-admin-e2e-"));
  try {
    execFileSync("npm", ["run", "build"], {
      cwd: copy,
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: "pipe",
      timeout: 600_000,
    });
    const server = await startServer(
      [join(buildDir, "server", "main.js")],
      {
        NODE_ENV: "production",
        BUILD_DIR: buildDir,
      },
      e2ePort + 10,
    );
    try {
      const path = newsPostPath(post.slug);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await page.goto(`${server.url}/news`);
      await expect(page.locator("main article h2").first()).toHaveText(post.title);
      await page.goto(server.url);
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
      const sitemap = await (await page.request.get(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
      const rss = await readRss(
        page,
        await (await page.request.get(`${server.url}/news/rss.xml`)).text(),
      );
      expect(rss.items[0]).toMatchObject({
        title: post.title,
        link: expect.stringMatching(`${path}$`),
      });
      const json = readJsonFeed(
        (await (await page.request.get(`${server.url}/news/feed.json`)).json()) as Record<
          string,
          unknown
        >,
      );
      expect(json.items[0]).toMatchObject({
        title: post.title,
        url: expect.stringMatching(`${path}$`),
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

// --- Production ----------------------------------------------------------------------------

test.describe("/admin in production", () => {
  test(
    "without a git host it says so, out of every index, with a policy of its own",
    { tag: "@any-width" },
    async ({ request }) => {
      const response = await request.get("/admin");
      expect(response.status()).toBe(404);
      const headers = response.headers();
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["content-security-policy"]).toContain("default-src 'none'");
      expect(await response.text()).toContain("npm run edit");
      // One spelling; no configuration, files or proxy without a git host.
      const slash = await request.get("/admin/", { maxRedirects: 0 });
      expect(slash.status()).toBe(301);
      expect(slash.headers().location).toBe("/admin");
      expect((await request.get("/admin/config.yml")).status()).toBe(404);
      expect((await request.post("/admin/api/v1", { data: { action: "info" } })).status()).toBe(
        405,
      );
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain("<loc>");
      expect(sitemap).not.toContain("/admin");
    },
  );

  test(
    "with GitHub: the editor signs in through the site's own routes",
    { tag: "@desktop" },
    async ({ page }) => {
      test.setTimeout(180_000);
      const github = await fakeGithub();
      const port = e2ePort + 8;
      const site = `http://127.0.0.1:${port}`;
      const server = await startServer(
        [join(process.env.BUILD_DIR ?? "build", "server", "main.js")],
        {
          NODE_ENV: "production",
          SITE_URL: site,
          CMS_BACKEND: "github",
          CMS_REPO: "nebula-forge/website",
          CMS_OAUTH_CLIENT_ID: "client-id",
          CMS_OAUTH_CLIENT_SECRET: "client-secret",
          CMS_GIT_URL: github.url,
          CMS_GIT_API_URL: `${github.url}/api/v3`,
        },
        port,
      );
      try {
        const problems = await watch(page, site);
        const response = await page.goto(`${site}/admin`);
        expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        const csp = response?.headers()["content-security-policy"] ?? "";
        expect(csp).toContain(`connect-src 'self' blob: ${github.url}`);
        expect(csp).not.toContain("'unsafe-inline'");
        const config = await (await page.request.get(`${site}/admin/config.yml`)).text();
        expect(config).toContain("publish_mode: editorial_workflow");
        expect(config).not.toContain("local_backend");

        const popup = page.waitForEvent("popup");
        await page.getByRole("button", { name: "Login with GitHub" }).click({ timeout: 60_000 });
        await (await popup).waitForEvent("close", { timeout: 30_000 });
        // The editor received the token and uses it with the API.
        await expect.poll(() => github.authorised).toContain("token gho_from-the-fake-github");
        expect(github.exchanged).toEqual([
          { client_id: "client-id", client_secret: "client-secret" },
        ]);
        // The stand-in GitHub is another origin: only requests to it are expected besides the site.
        expect(problems.filter((p) => !p.startsWith(`request to ${github.url}`))).toEqual([]);
      } finally {
        await server.stop();
        await github.close();
      }
    },
  );
});

/**
 * A stand-in for github.com and its API: it approves every sign-in, gives a
 * token for the code, and records what the editor asks the API.
 */
async function fakeGithub() {
  const authorised: string[] = [];
  const exchanged: unknown[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type");
    if (req.method === "OPTIONS") return void res.end();
    if (url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", "the-code");
      back.searchParams.set("state", url.searchParams.get("state")!);
      res.writeHead(302, { Location: back.href });
      return void res.end();
    }
    if (url.pathname === "/login/oauth/access_token") {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const { client_id, client_secret } = JSON.parse(body) as Record<string, string>;
        exchanged.push({ client_id, client_secret });
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ access_token: "gho_from-the-fake-github", token_type: "bearer" }));
      });
      return;
    }
    if (url.pathname.startsWith("/api/v3/")) {
      authorised.push(req.headers.authorization ?? "");
      res.setHeader("Content-Type", "application/json");
      if (url.pathname === "/api/v3/user")
        return void res.end(JSON.stringify({ login: "editor", name: "An Editor", avatar_url: "" }));
      res.statusCode = 404;
      return void res.end(JSON.stringify({ message: "Not Found" }));
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((done) => server.listen(e2ePort + 9, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authorised,
    exchanged,
    close: () => new Promise((done) => server.close(done)),
  };
}

// --- Local mode ----------------------------------------------------------------------------

test.describe("/admin in local mode (npm run edit)", () => {
  test("opens, lists a collection and previews an entry in the site's style", async ({
    page,
    editor,
  }) => {
    test.setTimeout(180_000);
    const problems = await watch(page, editor);
    await logIn(page, editor);
    // The first collection's entries are listed; the studio's details open with their preview.
    await openCollection(page, "site");
    await page.getByRole("main").getByRole("link", { name: collections.site.label }).click();
    await expect(
      page.getByRole("textbox", { name: editorField("site", "name").label }),
    ).toHaveValue(content().site.name);
    const preview = page.frameLocator("iframe").locator("[data-preview-title]");
    await expect(preview).toHaveText(content().site.name);
    // The site's own stylesheet and display face draw the preview.
    await expect
      .poll(() => preview.evaluate((e) => getComputedStyle(e).fontFamily))
      .toContain("Space Grotesk");
    expect(problems).toEqual([]);
  });

  test(
    "an image file opened as a page runs no script, in development and in production",
    { tag: "@desktop" },
    async ({ page, editor, request }) => {
      // A scripted SVG among the images (merged with the content, say): the dev server serves public/.
      const folder = join(root, MEDIA_ROOT.folder);
      const file = join(folder, "scripted-test.svg");
      // A fresh clone has no public/images/ (git keeps no empty folder) until the first upload.
      mkdirSync(folder, { recursive: true });
      writeFileSync(
        file,
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-ran", "yes")</script></svg>`,
      );
      try {
        const url = `${editor}${MEDIA_ROOT.public}/scripted-test.svg`;
        // Vite learns of a new public file from its file watcher, a moment after the write (in a
        // fresh clone the folder itself is new); until then the path answers with the site's 404.
        await expect
          .poll(async () => (await request.get(url)).headers()["content-type"], { timeout: 15_000 })
          .toContain("image/svg+xml");
        const response = await page.goto(url);
        expect(response?.headers()["content-type"]).toContain("image/svg+xml");
        expect(response?.headers()["content-security-policy"]).toBe(FILE_POLICY);
        // The script would run while the document is parsed, before its load event.
        await page.waitForLoadState("load");
        expect(await page.locator("svg").getAttribute("data-ran")).toBeNull();
      } finally {
        rmSync(file, { force: true });
      }
      // Production: the same policy on the build's public files.
      const built = await request.get("/favicon.svg");
      expect(built.headers()["content-security-policy"]).toBe(FILE_POLICY);
    },
  );

  test(
    "a change to the header and footer is saved to its file and shows on the open page",
    { tag: "@desktop" },
    async ({ page, copy, context }) => {
      test.setTimeout(240_000);
      const { editor } = copy;
      const file = join(copy.root, "content", collections.layout.path);
      const statusBefore = gitStatus(copy.root);
      const problems = await watch(page, editor);
      const before = readYaml(file);
      const rights = "All rights reserved, edited in the browser test.";
      // A page is open in another tab while the editor saves: it reloads by itself.
      const home = await context.newPage();
      await home.goto(`${editor}/`);
      await logIn(page, editor);
      await openCollection(page, "layout");
      await page.getByRole("main").getByRole("link", { name: collections.layout.label }).click();
      const field = page.getByRole("textbox", {
        name: editorField("layout", "footer").fields!.find((f) => f.name === "rights")!.label,
        exact: true,
      });
      await field.fill(rights);
      const reloaded = home.waitForEvent("load", { timeout: 30_000 });
      await publish(page);
      await expect.poll(() => (readYaml(file).footer as { rights: string }).rights).toBe(rights);
      // Nothing else in the file changed, and no other file.
      expect(readYaml(file)).toEqual({
        ...before,
        footer: { ...(before.footer as object), rights },
      });
      expect(changedSince(copy.root, statusBefore)).toEqual([
        ` M content/${collections.layout.path}`,
      ]);
      await reloaded;
      await expect(home.getByRole("contentinfo")).toContainText(rights);
      expect(problems).toEqual([]);
    },
  );

  test(
    "a news post's new title and a sentence added to its body change those two lines of its file, its lists included",
    { tag: "@desktop" },
    async ({ page, copy }) => {
      test.setTimeout(240_000);
      const { editor } = copy;
      const statusBefore = gitStatus(copy.root);
      const problems = await watch(page, editor);
      // A post with a bulleted list: a change in the body makes the editor's rich-text widget
      // write the whole body in its own form (issue 41: every "-" bullet became "*").
      const post = entriesOf("news").find((entry) => /^[-*] /m.test(String(entry.body)));
      if (!post) throw new Error("no news post has a bulleted list");
      const file = join(copy.root, post.file);
      const before = readFileSync(file, "utf8");
      const title = "Written in the browser test";
      const added = " Added in the browser test.";
      await logIn(page, editor);
      await openCollection(page, "news");
      await page
        .getByRole("main")
        .getByRole("link", { name: String(post.title), exact: true })
        .click();
      await page
        .getByRole("textbox", { name: editorField("news", "title").label, exact: true })
        // The entry's own title is the form's first (a picture in the body has one too).
        .first()
        .fill(title);
      // The end of the body's last paragraph (the rich-text editor is Slate's contenteditable).
      const body = page.locator('[data-slate-editor="true"]');
      await body.locator("p").last().click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(added);
      await publish(page);
      await expect.poll(() => readFileSync(file, "utf8")).toContain(`title: ${title}\n`);
      // Every other line as it was: the lists, the picture, the end of the file.
      const lines = before.split("\n");
      const last = lines.findLastIndex((line) => line.trim() !== "");
      lines[last] += added;
      expect(readFileSync(file, "utf8")).toBe(
        lines.join("\n").replace(/^title: .*$/m, `title: ${title}`),
      );
      expect(changedSince(copy.root, statusBefore)).toEqual([` M ${post.file}`]);
      expect(problems).toEqual([]);
    },
  );

  test(
    "changes a game's release date and a service's description, and adds a news post with an image",
    { tag: "@desktop" },
    async ({ page, copy, request }) => {
      // A production build of the site takes up to a few minutes on a busy machine.
      test.setTimeout(900_000);
      const { editor } = copy;
      const news = definitionOf("news");
      const newsFolder = join(copy.root, "content", news.path);
      const mediaFolder = join(copy.root, MEDIA_ROOT.folder, "news");
      const statusBefore = gitStatus(copy.root);
      const problems = await watch(page, editor);
      await logIn(page, editor);

      // 1. A game's release date: free text, as the studio announces it.
      const game = entryWithPage("games");
      const gameFile = join(copy.root, game.entry.file);
      const gameBefore = readYaml(gameFile);
      const releaseDate = "December 2031";
      await openCollection(page, "games");
      await page.getByRole("main").getByRole("link", { name: game.title, exact: true }).click();
      await page
        .getByRole("textbox", { name: editorField("games", "releaseDate").label, exact: true })
        .fill(releaseDate);
      await publish(page);
      await expect.poll(() => readYaml(gameFile).releaseDate).toBe(releaseDate);
      expect(readYaml(gameFile)).toEqual({ ...gameBefore, releaseDate });
      for (const shown of game.pages) {
        const html = await pageText(request, `${editor}${shown.path}`);
        expect(html.includes(releaseDate), `${shown.path} shows "${releaseDate}"`).toBe(true);
      }

      // 2. A service's description.
      const service = entryWithPage("services");
      const serviceFile = join(copy.root, service.entry.file);
      const serviceBefore = readYaml(serviceFile);
      const description =
        "Written in the editor by the browser test: a description that shows on the service's page.";
      await openCollection(page, "services");
      await page.getByRole("main").getByRole("link", { name: service.title, exact: true }).click();
      // The entry's own description is the form's first field of that name (use cases have their own).
      await page
        .getByRole("textbox", { name: editorField("services", "description").label, exact: true })
        .first()
        .fill(description);
      await publish(page);
      await expect.poll(() => readYaml(serviceFile).description).toBe(description);
      expect(readYaml(serviceFile)).toEqual({ ...serviceBefore, description });
      for (const shown of service.pages) {
        const html = await pageText(request, `${editor}${shown.path}`);
        expect(html.includes(description), `${shown.path} shows the new description`).toBe(true);
      }

      // 3. A news post with an uploaded image.
      const imageDir = mkdtempSync(join(tmpdir(), "admin-e2e-"));
      const image = join(imageDir, "browser-test-hero.png");
      copyFileSync(join(root, "public", "icons", "apple-touch-icon.png"), image);
      // As long a headline as the schema takes (110 characters): its file name, the
      // post's address, is cut to one the build and nginx accept (MAX_SLUG_LENGTH).
      const title =
        "The editor test writes a post: a second simulation lab for defence, healthcare and aerospace training in Pune.";
      // Today in the studio's time zone: a later day would schedule the post (news/schedule.ts).
      const day = studioToday();
      const paragraph = "A paragraph typed into the body by the browser test.";
      await openCollection(page, "news");
      await page
        .getByRole("link", {
          name: `Create entry of type ${(news as { labelSingular: string }).labelSingular}`,
        })
        .click();
      const identifier = (news as { identifierField: string }).identifierField;
      for (const field of editorFields("news")) {
        if (field.required === false) continue;
        const control = page.getByRole("textbox", { name: field.label, exact: true });
        switch (field.widget) {
          case "string":
            await control.fill(
              field.name === identifier
                ? title
                : field.pattern && new RegExp(field.pattern[0]).test("/")
                  ? "/"
                  : `${field.label}, written by the browser test`,
            );
            break;
          case "text":
            // Within the news summary's 70 to 170 characters.
            await control.fill(
              "A summary written in the editor by the browser test, long enough for a news card.",
            );
            break;
          case "datetime":
            await control.fill(day);
            break;
          case "image":
            await page.getByRole("button", { name: "Choose an image" }).click();
            await page.locator('input[type="file"]').setInputFiles(image);
            await page.getByRole("button", { name: "Choose selected" }).click();
            break;
          case "markdown":
            // The unnamed Rich Text | Markdown switch (a boolean field's switch has an id).
            await page.locator('[role="switch"]:not([id])').click();
            await page.locator('[data-slate-editor="true"]').last().click();
            await page.keyboard.type(`## What changed\n\n${paragraph}\n\n- one\n- two\n`);
            break;
        }
      }
      await publish(page);
      let postFile = "";
      await expect
        .poll(() => {
          // Parsed: the YAML writer may fold a long title over two lines.
          postFile =
            listFiles(newsFolder).find(
              (f) =>
                (
                  parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(f, "utf8"))?.[1] ?? "") as {
                    title?: string;
                  } | null
                )?.title === title,
            ) ?? "";
          return postFile;
        })
        .not.toBe("");
      const text = readFileSync(postFile, "utf8");
      const front = parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as Record<string, unknown>;
      expect(front[identifier]).toBe(title);
      const dateField = editorFields("news").find((f) => f.widget === "datetime")!;
      expect(front[dateField.name]).toBe(day);
      const imageField = editorFields("news").find((f) => f.widget === "image")!;
      expect(front[imageField.name]).toBe(`${MEDIA_ROOT.public}/news/browser-test-hero.png`);
      expect(text).toContain("## What changed");
      expect(text).toContain(paragraph);
      const uploaded = join(mediaFolder, "browser-test-hero.png");
      expect(existsSync(uploaded)).toBe(true);
      expect(readFileSync(uploaded).equals(readFileSync(image))).toBe(true);
      rmSync(imageDir, { recursive: true, force: true });
      expect(postFile.split("/").at(-1)!.replace(/\.md$/, "").length).toBeLessThanOrEqual(
        MAX_SLUG_LENGTH,
      );
      // The new post is valid content, with the slug the collection gives it.
      const loaded = loadContent(join(copy.root, "content")) as unknown as Record<
        string,
        AnyEntry[]
      >;
      expect(loaded.news!.map((entry) => entry.file)).toContain(
        `content/${news.path}/${postFile.split("/").at(-1)}`,
      );
      expect(problems).toEqual([]);

      // What the editor wrote, and nothing else: the two entries, the post and its image.
      expect(changedSince(copy.root, statusBefore)).toEqual(
        [
          ` M ${game.entry.file}`,
          ` M ${service.entry.file}`,
          `?? content/${news.path}/${postFile.split("/").at(-1)}`,
          `?? ${MEDIA_ROOT.folder}/news/browser-test-hero.png`,
        ].sort(),
      );

      // 4. After a build, the post is published: its page, first on /news and on the
      // home page, in the sitemap and first in both feeds.
      await expectPublishedAfterBuild(page, copy.root, {
        slug: postFile.split("/").at(-1)!.replace(/\.md$/, ""),
        title,
      });
    },
  );
});
