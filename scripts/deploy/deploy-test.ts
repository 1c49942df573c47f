/**
 * `npm run test:deploy`: the production topology on loopback, tested.
 * A throwaway PostgreSQL cluster, two Node instances of the build on it, and
 * nginx with deploy/nginx.conf in front. Checks, in order:
 *  1. pages, assets, redirects, 404 and /healthz through nginx, with headers;
 *  2. rate limits hold across both instances (kept in PostgreSQL);
 *  3. inquiries posted through nginx land once each in PostgreSQL;
 *  4. SIGKILL of one instance during a stream of submissions: no acknowledged
 *     inquiry is lost, and nginx keeps serving;
 *  5. PostgreSQL stopped during submissions: they fail with 503 and the failure
 *     message, nothing is half-written, and they succeed again once it is back,
 *     without restarting Node;
 *  6. the studio's inbox through nginx: an invitation from the CLI, a passkey
 *     registered and used (a software authenticator: SITE_URL here is an IP
 *     address, which browsers refuse as a relying party), the session valid on
 *     both instances, an inquiry's status changed, a foreign origin refused;
 *  7. the inbox on a host of its own (INBOX_ORIGIN=http://localhost:PORT):
 *     passkeys, links and sessions there, nothing else there (not /admin, not
 *     the pages), its paths on the site's host redirected, a post from the
 *     site's origin refused;
 *  8. Node's ports refuse connections on the machine's other addresses.
 * Also: every answer, proxied or static, carries each security header exactly
 * once (two CSPs would block the page's scripts); the 404 page's and the no-JS
 * form result's inline scripts are allowed by their one CSP (nonce or hash); nginx and Node agree on
 * redirects and methods; nginx's limit_req, limit_conn and real_ip work.
 * Prints the figures; exits 1 on any failed check. Needs a build, nginx and PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { connect, type Socket } from "node:net";
import { networkInterfaces } from "node:os";
import pg from "pg";
import { startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import {
  CookieJar,
  passkeyCeremony,
  SoftAuthenticator,
} from "../../tests/setup/soft-authenticator";
import { headerCount, raw, SECURITY_HEADERS, type RawResponse } from "../../tests/setup/raw-http";
import { inquiryForm } from "./inquiry-form";
import { redirectLocation } from "../../app/content/redirects/rules";
import { siteRedirects } from "../../app/content/redirects/table.server";
import { buildDir, startNginx, startNode, type Nginx, type NodeInstance } from "./topology";

const NGINX_PORT = Number(process.env.DEPLOY_TEST_PORT ?? 8089);
/** The two Node instances' ports: DEPLOY_TEST_NODE_PORTS="4781,4782" moves them. */
const NODE_PORTS = (process.env.DEPLOY_TEST_NODE_PORTS ?? "3781,3782").split(",").map(Number);
if (NODE_PORTS.length !== 2 || NODE_PORTS.some((port) => !Number.isInteger(port))) {
  throw new Error("DEPLOY_TEST_NODE_PORTS must be two ports, such as 3781,3782");
}

const failures: string[] = [];
const figures: [string, string][] = [];
function check(condition: boolean, message: string) {
  console.log(`${condition ? "  ok  " : "  FAIL"} ${message}`);
  if (!condition) failures.push(message);
}

const newKey = () => `deploy-${randomBytes(12).toString("hex")}`;

/**
 * The visitor's address as the load balancer in front of nginx reports it
 * (nginx trusts loopback's X-Forwarded-For here): every submission of a stream
 * comes from another visitor, so that nginx's limit on posts does not apply.
 */
let visitors = 0;
const nextVisitor = () =>
  `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors++ & 255}`;

/** Each security header exactly once, and for HTML a CSP nonce that every inline script carries. */
function headersOnce(response: RawResponse, what: string) {
  const counts = SECURITY_HEADERS.map((name) => `${name}=${headerCount(response, name)}`);
  check(
    SECURITY_HEADERS.every((name) => headerCount(response, name) === 1),
    `${what}: each security header once (${counts.filter((c) => !c.endsWith("=1")).join(", ") || "ok"})`,
  );
}

/**
 * Every inline script of the page runs under its CSP: it carries the policy's
 * nonce or its text's hash is in the policy (the boot script and the speculation
 * rules are allowed by hash, a server-rendered page's own scripts by nonce). A
 * second CSP or a stale nonce, the failure behind nginx this checks for, would
 * block them. Data blocks (JSON, JSON-LD: the island's props, structured data)
 * never run, so the policy does not apply to them.
 */
function inlineScriptsAllowed(response: RawResponse): boolean {
  const csp = String(response.headers["content-security-policy"] ?? "");
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const inline = [
    ...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
  ].filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes!));
  return (
    inline.length > 0 &&
    inline.every(([, attributes, text]) => {
      const hash = createHash("sha256").update(text!).digest("base64");
      return (
        (nonce !== undefined && attributes!.includes(`nonce="${nonce}"`)) ||
        scriptSrc.includes(`'sha256-${hash}'`)
      );
    })
  );
}

interface Submission {
  key: string;
  status: number;
  body: string;
}

async function submit(nginx: Nginx, key = newKey(), visitor = nextVisitor()): Promise<Submission> {
  try {
    const response = await fetch(`${nginx.origin}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: nginx.origin,
        "X-Forwarded-For": visitor,
      },
      body: inquiryForm(key),
      signal: AbortSignal.timeout(10_000),
    });
    return { key, status: response.status, body: await response.text() };
  } catch (error) {
    return { key, status: 0, body: String(error) };
  }
}

/** Sends `count` submissions, `concurrency` at a time; `during(i)` runs before the i-th. */
async function stream(
  nginx: Nginx,
  count: number,
  concurrency: number,
  during: (index: number) => Promise<void> | void = () => undefined,
  visitor?: string,
): Promise<Submission[]> {
  const results: Submission[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await during(index);
      results.push(await submit(nginx, newKey(), visitor));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function storedKeys(db: pg.Pool, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ idempotency_key: string; n: string }>(
    "select idempotency_key, count(*) as n from contact_submissions where idempotency_key = any($1) group by idempotency_key",
    [keys],
  );
  return new Map(rows.map((row) => [row.idempotency_key, Number(row.n)]));
}

/** Acknowledged (200), stored, lost (acknowledged but missing), duplicated. */
async function account(db: pg.Pool, label: string, results: Submission[]) {
  const stored = await storedKeys(
    db,
    results.map((r) => r.key),
  );
  const acknowledged = results.filter((r) => r.status === 200);
  const lost = acknowledged.filter((r) => !stored.has(r.key));
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  const byStatus = new Map<number, number>();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const statuses = [...byStatus]
    .map(([s, n]) => `${s === 0 ? "network error" : s}: ${n}`)
    .join(", ");
  figures.push([
    label,
    `sent ${results.length}, acknowledged ${acknowledged.length}, stored ${stored.size}, lost ${lost.length}, duplicated ${duplicated} (${statuses})`,
  ]);
  return { acknowledged, lost, duplicated, stored, byStatus };
}

let postgres: TestPostgres | undefined;
let nginx: Nginx | undefined;
const instances: NodeInstance[] = [];
let db: pg.Pool | undefined;

const nodeEnv = (url: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: url,
  SITE_URL: `http://127.0.0.1:${NGINX_PORT}`,
  TRUST_PROXY: "loopback",
  DATABASE_POOL_SIZE: "5",
  ...extra,
});

try {
  postgres = await startPostgres({ durable: true, basePort: 55600 });
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  // Idle connections die when PostgreSQL is stopped on purpose (step 5).
  db.on("error", () => undefined);

  // Rate limits first: both instances share them through PostgreSQL.
  for (const port of NODE_PORTS) {
    instances.push(await startNode(port, nodeEnv(postgres.url, { RATE_LIMIT_MAX: "5" })));
  }
  nginx = await startNginx(NGINX_PORT, NODE_PORTS, undefined, "localhost");

  console.log("1. pages, assets and errors through nginx");
  const home = await fetch(`${nginx.origin}/`, { headers: { "Accept-Encoding": "gzip" } });
  const homeHtml = await home.text();
  check(
    home.status === 200 && homeHtml.includes("<h1"),
    "GET / answers 200 with the prerendered page",
  );
  const csp = home.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  check(
    scriptSrc.includes("'sha256-") && !scriptSrc.includes("unsafe-inline"),
    "the page carries its script hashes in the CSP, and no 'unsafe-inline' for scripts",
  );
  const nodeHome = await fetch(`http://127.0.0.1:${NODE_PORTS[0]}/`);
  check(
    nodeHome.headers.get("content-security-policy") === csp,
    "nginx and Node send the same CSP for the page",
  );
  check(home.headers.get("content-encoding") === "gzip", "HTML is compressed");
  check(
    home.headers.get("content-length") ===
      String(statSync(join(buildDir, "client", "index.html.gz")).size),
    "nginx sends the build's precompressed index.html.gz (gzip_static)",
  );
  check(
    home.headers.get("cache-control") === "public, max-age=0, must-revalidate",
    "pages revalidate",
  );
  for (const header of [
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
  ]) {
    check(
      home.headers.get(header) === nodeHome.headers.get(header),
      `${header} matches the Node server`,
    );
  }
  const asset = /\/assets\/[^"]+\.js/.exec(homeHtml)?.[0] ?? "/assets/missing.js";
  const assetResponse = await fetch(`${nginx.origin}${asset}`);
  check(
    assetResponse.status === 200 &&
      assetResponse.headers.get("cache-control") === "public, max-age=31536000, immutable",
    `hashed asset ${asset} is immutable for a year`,
  );
  for (const icon of ["/favicon.ico", "/favicon.svg"]) {
    const [viaNginx, viaNode] = [
      await fetch(`${nginx.origin}${icon}`),
      await fetch(`http://127.0.0.1:${NODE_PORTS[0]}${icon}`),
    ];
    const bytes = [
      Buffer.from(await viaNginx.arrayBuffer()),
      Buffer.from(await viaNode.arrayBuffer()),
    ];
    check(
      viaNginx.status === 200 &&
        bytes[0]!.equals(bytes[1]!) &&
        viaNginx.headers.get("cache-control") === "public, max-age=3600",
      `${icon}: the public file, cached for an hour, as Node serves it`,
    );
  }
  const about = await fetch(`${nginx.origin}/about`);
  check(about.status === 200 && (await about.text()).includes("<h1"), "GET /about answers 200");
  const slash = await fetch(`${nginx.origin}/about/`, { redirect: "manual" });
  check(
    slash.status === 301 && slash.headers.get("location")?.endsWith("/about") === true,
    "a trailing slash redirects",
  );
  const lower = await fetch(`${nginx.origin}/privacypolicy`, { redirect: "manual" });
  check(
    lower.status === 301 && lower.headers.get("location") === "/PrivacyPolicy",
    "another casing redirects (via Node)",
  );
  // The editor's redirects (content/redirects.yaml): nginx answers them itself, as Node does.
  for (const rule of siteRedirects().rules.values()) {
    const path = `${rule.from.toUpperCase()}?utm_source=deploy-test&x=1`;
    const viaNginx = await fetch(`${nginx.origin}${path}`, { redirect: "manual" });
    const viaNode = await fetch(`http://127.0.0.1:${NODE_PORTS[0]}${path}`, { redirect: "manual" });
    const expected =
      rule.status === 410 ? null : redirectLocation(rule, "?utm_source=deploy-test&x=1");
    check(
      viaNginx.status === rule.status &&
        viaNode.status === rule.status &&
        (expected === null ||
          (viaNginx.headers.get("location") === expected &&
            viaNode.headers.get("location") === expected)),
      `${rule.from} answers ${rule.status}${expected ? ` to ${expected}` : ""} through nginx and Node, any casing, query kept, the same Location header`,
    );
  }
  // The search: the empty page is a file; a query is answered by Node, as a page (no
  // JavaScript) and as JSON (the search page's script); nothing of Pagefind is public.
  const searchShell = await fetch(`${nginx.origin}/search`);
  const searchAnswer = await fetch(`${nginx.origin}/search?q=defence+simulation`);
  const searchJson = await fetch(`${nginx.origin}/search/results?q=defence+simulation`);
  const pagefindFile = await fetch(`${nginx.origin}/pagefind/pagefind.js`);
  const found = searchJson.ok
    ? ((await searchJson.json()) as { results: { url: string }[] }).results
    : [];
  check(
    searchShell.status === 200 &&
      /worker-src 'none'/.test(searchShell.headers.get("content-security-policy") ?? "") &&
      !/wasm/.test(searchShell.headers.get("content-security-policy") ?? "") &&
      searchAnswer.status === 200 &&
      (await searchAnswer.text()).includes('href="/services/simulations/defence"') &&
      /^application\/json/.test(searchJson.headers.get("content-type") ?? "") &&
      found.some((result) => result.url === "/services/simulations/defence") &&
      pagefindFile.status === 404,
    "/search: the page under every page's policy, ?q= answered by Node as a page and /search/results as JSON",
  );
  const missing = await fetch(`${nginx.origin}/no-such-page`);
  check(
    missing.status === 404 && (await missing.text()).includes("Oops! Page not found"),
    "unknown paths get the 404 page",
  );
  const health = await fetch(`${nginx.origin}/healthz`);
  check(health.status === 200, "/healthz answers through nginx");
  const contactPage = await fetch(`${nginx.origin}/contact`);
  check(
    contactPage.status === 200 && (await contactPage.text()).includes("<form"),
    "the contact page is served with its form",
  );

  console.log("1b. headers once, 404 and the no-JavaScript result, one spelling, methods");
  const origin = nginx.origin;
  const node = `http://127.0.0.1:${NODE_PORTS[0]}`;
  const asset404 = "/assets/no-such-chunk.js";
  for (const [method, path] of [
    ["GET", "/"],
    ["GET", "/about"],
    ["GET", asset],
    ["GET", asset404],
    ["GET", "/favicon.svg"],
    ["GET", "/favicon.ico"],
    ["GET", "/about.data"],
    ["GET", "/healthz"],
    ["GET", "/no-such-page"],
    ["GET", "/about/"],
    ["GET", "//about"],
    ["GET", "/about/index.html"],
    ["GET", "/privacypolicy"],
    ["HEAD", "/contact"],
    ["TRACE", "/about"],
    ["OPTIONS", "/contact"],
    ["PUT", "/contact"],
  ] as const) {
    headersOnce(await raw(origin, method, path), `${method} ${path} through nginx`);
  }
  const notFound = await raw(origin, "GET", "/no-such-page");
  check(
    notFound.status === 404 &&
      notFound.body.includes("Oops! Page not found") &&
      notFound.headers["cache-control"] === "no-store" &&
      inlineScriptsAllowed(notFound),
    "the 404 page through nginx: 404, no-store, one CSP that allows its inline scripts",
  );
  const noJs = await raw(origin, "POST", "/contact", {
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "X-Forwarded-For": nextVisitor(),
    },
    body: inquiryForm(newKey()).toString(),
  });
  headersOnce(noJs, "the no-JavaScript form result");
  check(
    noJs.status === 200 &&
      noJs.body.includes("Form Submitted Successfully!") &&
      inlineScriptsAllowed(noJs),
    "the no-JavaScript form result through nginx: 200, the confirmation, one CSP that allows its inline scripts",
  );
  for (const [method, path] of [
    ["GET", "//about"],
    ["GET", "/about/index.html"],
    ["GET", "/index.html"],
    ["GET", "/about/"],
    ["GET", "/index.html.gz"],
    ["GET", `/${"/".repeat(4000)}a`],
    ["TRACE", "/"],
    ["DELETE", "/contact"],
    ["OPTIONS", "/about"],
  ] as const) {
    const [viaNginx, viaNode] = [await raw(origin, method, path), await raw(node, method, path)];
    const answer = (r: RawResponse) =>
      `${r.status} ${r.headers.location ?? ""}${r.headers.allow ?? ""}`;
    check(
      answer(viaNginx) === answer(viaNode),
      `${method} ${path.slice(0, 24)}: nginx and Node agree (${answer(viaNginx)} / ${answer(viaNode)})`,
    );
  }

  console.log("1c. nginx's limits: posts per visitor, connections per visitor");
  const flood = await Promise.all(
    Array.from({ length: 16 }, () =>
      raw(origin, "POST", "/contact", {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": "192.0.2.66",
        },
        body: "fullName=",
      }),
    ),
  );
  const floodStatuses = flood.map((r) => r.status);
  figures.push(["16 posts at once from one visitor", floodStatuses.join(" ")]);
  check(
    floodStatuses.filter((status) => status === 429).length >= 4 &&
      flood
        .filter((r) => r.status === 429)
        .every((r) => SECURITY_HEADERS.every((n) => headerCount(r, n) === 1)),
    "nginx refuses a burst of posts from one visitor with 429 (limit_req), with the security headers",
  );
  const held: Socket[] = [];
  try {
    const answers: string[] = [];
    for (let i = 0; i < 24; i++) {
      const socket = connect(nginx.port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.on("data", (chunk: Buffer) =>
        answers.push(chunk.toString("latin1").split(" ")[1] ?? ""),
      );
      // Headers of a PUT (not counted as a post) whose body never comes: it stays open.
      socket.write(
        `PUT /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 192.0.2.77\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n`,
      );
      held.push(socket);
    }
    await new Promise((done) => setTimeout(done, 1_000));
    figures.push([
      "24 open requests from one visitor",
      `answered at once: ${answers.join(" ") || "none"}`,
    ]);
    check(
      answers.filter((status) => status === "429").length >= 4,
      "nginx caps one visitor's open connections (limit_conn 20): the rest get 429",
    );
  } finally {
    for (const socket of held) socket.destroy();
  }

  console.log("2. rate limits across instances, per visitor (real_ip)");
  const limited = await stream(nginx, 8, 1, undefined, "198.51.100.7");
  const accepted = limited.filter((r) => r.status === 200).length;
  const refused = limited.filter((r) => r.status === 429).length;
  figures.push([
    "rate limit (max 5 per client, 2 instances)",
    `sent 8: accepted ${accepted}, refused 429 ${refused}`,
  ]);
  check(
    accepted === 5 && refused === 3,
    "the sixth and later posts from one client get 429, whichever instance answers",
  );
  check(
    limited.some((r) => r.status === 429 && r.body.includes("several inquiries")),
    "429 carries a clear message",
  );
  const otherVisitor = await submit(nginx, newKey(), "198.51.100.8");
  check(
    otherVisitor.status === 200,
    "another visitor behind the same load balancer has a limit of its own (real_ip)",
  );

  // The rest runs with rate limiting off, as a load would.
  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
  for (const port of NODE_PORTS) {
    instances.push(await startNode(port, nodeEnv(postgres.url, { RATE_LIMIT_ENABLED: "false" })));
  }

  console.log("3. inquiries land once each");
  const batch = await stream(nginx, 40, 4);
  const repeated = await submit(nginx, batch[0]!.key);
  const landed = await account(db, "40 posts through nginx", batch);
  check(
    landed.acknowledged.length === 40 && landed.stored.size === 40 && landed.duplicated === 0,
    "40 acknowledged, 40 rows, no duplicates",
  );
  check(
    repeated.status === 200 && (await storedKeys(db, [batch[0]!.key])).get(batch[0]!.key) === 1,
    "a repeated idempotency key stores nothing new",
  );

  console.log("4. SIGKILL of one instance during a stream");
  const killed = await stream(nginx, 200, 4, async (index) => {
    if (index === 60) await instances[0]!.stop("SIGKILL");
  });
  const afterKill = await account(db, "200 posts, instance 1 killed at #60", killed);
  check(afterKill.lost.length === 0, "no acknowledged inquiry is lost");
  check(afterKill.duplicated === 0, "no inquiry is stored twice");
  check(
    afterKill.acknowledged.length >= 190,
    `nginx kept serving (${afterKill.acknowledged.length}/200 acknowledged)`,
  );
  const stillServing = await fetch(`${nginx.origin}/services`);
  check(stillServing.status === 200, "pages are still served with one instance down");
  instances[0] = await startNode(
    NODE_PORTS[0]!,
    nodeEnv(postgres.url, { RATE_LIMIT_ENABLED: "false" }),
  );

  console.log("5. PostgreSQL restarted during submissions");
  const pg_ = postgres;
  let downAt = -1;
  let upAt = -1;
  const outage = await stream(nginx, 120, 2, async (index) => {
    if (index === 30) {
      pg_.pause();
      downAt = index;
    }
    if (index === 70) {
      pg_.resume();
      upAt = index;
    }
  });
  await db.end();
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on("error", () => undefined);
  const duringOutage = await account(
    db,
    `120 posts, PostgreSQL down from #${downAt} to #${upAt}`,
    outage,
  );
  const unavailable = outage.filter((r) => r.status === 503);
  check(
    unavailable.length > 0,
    `submissions failed with 503 while it was down (${unavailable.length})`,
  );
  check(
    unavailable.every((r) => r.body.includes("We could not save your inquiry")),
    "each 503 page carries the failure message",
  );
  check(
    outage.every((r) => r.status === 200 || r.status === 503),
    "every answer was either success or 503 (no 500s, no hangs)",
  );
  check(duringOutage.lost.length === 0, "no acknowledged inquiry is lost");
  const unacknowledgedStored = unavailable.filter((r) => duringOutage.stored.has(r.key)).length;
  check(unacknowledgedStored === 0, "nothing was stored for a failed submission");
  const { rows: incomplete } = await db.query(
    "select count(*) as n from contact_submissions where full_name = '' or email = '' or message = '' or subject = ''",
  );
  check(Number(incomplete[0].n) === 0, "no half-written rows");
  const recovered = await stream(nginx, 10, 2);
  check(
    recovered.every((r) => r.status === 200),
    "submissions succeed again, without restarting Node",
  );
  await account(db, "10 posts after PostgreSQL came back", recovered);

  console.log("6. the studio's inbox through nginx, one session on both instances");
  const cli = execFileSync(
    "node",
    [join(buildDir, "cli", "inquiries.js"), "invite", "sales@studio.example"],
    { env: { ...process.env, ...nodeEnv(postgres.url) }, encoding: "utf8", stdio: "pipe" },
  );
  const invitation = /\/inbox\/invite\?token=([\w-]{43})/.exec(cli)?.[1];
  check(
    cli.startsWith(`Invitation for sales@studio.example`) && invitation !== undefined,
    "the CLI prints a one-time invitation link on SITE_URL",
  );
  const staffSite = { url: origin, origin, headers: { "X-Forwarded-For": nextVisitor() } };
  const device = new SoftAuthenticator(origin);
  const jar = new CookieJar();
  await passkeyCeremony(staffSite, device, jar, invitation);
  const registered = jar.get("studio-staff");
  await passkeyCeremony(staffSite, device, jar);
  const session = jar.get("studio-staff");
  check(
    registered !== undefined && session !== undefined && session !== registered,
    "a passkey registered from the invitation, then a sign-in with it (a new session id)",
  );
  const cookie = { Cookie: jar.header() };
  for (const [what, base] of [
    ["nginx", origin],
    ["instance 1", `http://127.0.0.1:${NODE_PORTS[0]}`],
    ["instance 2", `http://127.0.0.1:${NODE_PORTS[1]}`],
  ] as const) {
    const list = await fetch(`${base}/inbox`, { headers: cookie });
    check(
      list.status === 200 && (await list.text()).includes("All inquiries"),
      `the inbox answers the session through ${what}`,
    );
  }
  const inboxPage = await raw(origin, "GET", "/inbox", { headers: cookie });
  headersOnce(inboxPage, "the inbox through nginx");
  check(
    inboxPage.headers["cache-control"] === "no-store" &&
      String(inboxPage.headers["content-security-policy"]).startsWith("default-src 'none'") &&
      inlineScriptsAllowed(inboxPage),
    "the inbox through nginx: no-store, its own policy, its scripts allowed by its nonce",
  );
  const {
    rows: [newest],
  } = await db.query("select id from contact_submissions order by id desc limit 1");
  const id = Number(newest.id);
  const inquiryPage = await (await fetch(`${origin}/inbox/${id}`, { headers: cookie })).text();
  const csrf = /name="csrf" value="([\w-]+)"/.exec(inquiryPage)?.[1] ?? "";
  const post = (from: string) =>
    fetch(`${origin}/inbox/${id}`, {
      method: "POST",
      headers: { ...cookie, Origin: from, "X-Forwarded-For": nextVisitor() },
      body: new URLSearchParams({ csrf, intent: "status", status: "in-progress" }),
      redirect: "manual",
    });
  const foreign = await post("https://evil.example");
  const statusOf = async () =>
    (await db!.query("select status from contact_submissions where id = $1", [id])).rows[0].status;
  check(
    [400, 403].includes(foreign.status) && (await statusOf()) === "new",
    "a post from another origin is refused, nothing changed",
  );
  const changed = await post(origin);
  check(
    changed.status === 302 && (await statusOf()) === "in-progress",
    `an inquiry's status changed through nginx (#${id}: new -> in-progress)`,
  );
  const { rows: audit } = await db.query(
    "select actor, action from inbox_audit where submission_id = $1",
    [id],
  );
  check(
    audit.some((row) => row.actor === "sales@studio.example" && row.action === "inquiry.status"),
    "the change is in the audit log",
  );
  const publicPage = await fetch(`${origin}/contact`, { headers: cookie });
  check(publicPage.headers.get("set-cookie") === null, "public pages set no cookie");

  console.log("7. the inbox on a host of its own (INBOX_ORIGIN) through nginx");
  // "localhost" is the inbox's host name here, 127.0.0.1 the site's (and the editor's).
  const inboxOrigin = `http://localhost:${NGINX_PORT}`;
  const apart = { RATE_LIMIT_ENABLED: "false", INBOX_ORIGIN: inboxOrigin };
  await Promise.all(instances.splice(0).map((instance) => instance.stop()));
  for (const port of NODE_PORTS)
    instances.push(await startNode(port, nodeEnv(postgres.url, apart)));
  const ownCli = execFileSync(
    "node",
    [join(buildDir, "cli", "inquiries.js"), "invite", "own-host@studio.example"],
    { env: { ...process.env, ...nodeEnv(postgres.url, apart) }, encoding: "utf8", stdio: "pipe" },
  );
  const ownInvitation = /\/inbox\/invite\?token=([\w-]{43})/.exec(ownCli)?.[1];
  check(
    ownCli.includes(`${inboxOrigin}/inbox/invite?token=`),
    "the CLI's invitation link is on INBOX_ORIGIN",
  );
  const inboxSite = {
    url: inboxOrigin,
    origin: inboxOrigin,
    headers: { "X-Forwarded-For": nextVisitor() },
  };
  const ownDevice = new SoftAuthenticator(inboxOrigin);
  const ownJar = new CookieJar();
  await passkeyCeremony(inboxSite, ownDevice, ownJar, ownInvitation);
  await passkeyCeremony(inboxSite, ownDevice, ownJar);
  const ownCookie = { Cookie: ownJar.header() };
  const ownList = await fetch(`${inboxOrigin}/inbox`, { headers: ownCookie });
  const ownHtml = await ownList.text();
  check(
    ownList.status === 200 && ownHtml.includes("All inquiries"),
    "a passkey registered and used on the inbox's host (relying party localhost); its session reads the inbox there",
  );
  const inboxHost = { Host: `localhost:${NGINX_PORT}` };
  const ownPage = await raw(origin, "GET", "/inbox", { headers: { ...inboxHost, ...ownCookie } });
  headersOnce(ownPage, "the inbox on its own host through nginx");
  check(
    String(ownPage.headers["content-security-policy"]).startsWith("default-src 'none'") &&
      inlineScriptsAllowed(ownPage),
    "the inbox on its own host: its own policy, its scripts allowed by its nonce",
  );
  const ownAsset = /href="(\/assets\/[^"]+\.js)"/.exec(ownHtml)?.[1] ?? "/assets/missing.js";
  check(
    (await raw(origin, "GET", ownAsset, { headers: inboxHost })).status === 200,
    `the inbox's scripts load from its host (${ownAsset})`,
  );
  for (const path of [
    "/admin",
    "/admin/decap-cms.js",
    "/admin/config.yml",
    "/about",
    "/contact",
    "/favicon.svg",
    "/index.html",
  ]) {
    const answer = await raw(origin, "GET", path, { headers: inboxHost });
    check(
      answer.status === 404 && !answer.body.includes("<script"),
      `${path} does not exist on the inbox's host (${answer.status})`,
    );
  }
  const ownHome = await raw(origin, "GET", "/", { headers: inboxHost });
  check(
    ownHome.status === 302 &&
      new URL(String(ownHome.headers.location), inboxOrigin).href === `${inboxOrigin}/inbox`,
    "the inbox's host sends / to /inbox",
  );
  const moved = await raw(origin, "GET", "/inbox/1?q=x");
  check(
    moved.status === 302 && moved.headers.location === `${inboxOrigin}/inbox/1?q=x`,
    "the inbox on the site's host redirects to its own (through Node)",
  );
  const ownCsrf = /name="csrf" value="([\w-]+)"/.exec(ownHtml)?.[1] ?? "";
  const fromSite = await fetch(`${inboxOrigin}/inbox/${id}`, {
    method: "POST",
    headers: { ...ownCookie, Origin: origin, "X-Forwarded-For": nextVisitor() },
    body: new URLSearchParams({ csrf: ownCsrf, intent: "status", status: "spam" }),
    redirect: "manual",
  });
  check(
    [400, 403].includes(fromSite.status) && (await statusOf()) === "in-progress",
    "a post to the inbox from the site's origin (where the editor runs) is refused, nothing changed",
  );
  const readFromSite = await fetch(`${origin}/inbox/${id}`, {
    headers: ownCookie,
    redirect: "manual",
  });
  check(
    readFromSite.status === 302 && !(await readFromSite.text()).includes("csrf"),
    "the site's origin serves no inbox page to read, even with the cookie",
  );

  console.log("8. Node is not reachable from outside");
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === "IPv4" && !address.internal)?.address;
  if (!outside) {
    figures.push(["Node from outside", "no address other than loopback to try from"]);
  } else {
    for (const port of NODE_PORTS) {
      const refused = await new Promise<boolean>((done) => {
        const socket = connect(port, outside);
        socket.once("connect", () => {
          socket.destroy();
          done(false);
        });
        socket.once("error", () => done(true));
      });
      check(refused, `Node's port ${port} refuses a connection on ${outside} (HOST=127.0.0.1)`);
    }
  }
} catch (error) {
  failures.push(`the deploy test stopped: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await db?.end().catch(() => undefined);
  await postgres?.stop();
}

console.log("\nDeploy test figures");
for (const [label, value] of figures) console.log(`  ${label.padEnd(46)} ${value}`);
if (failures.length > 0) {
  console.error(
    `\n${failures.length} deploy check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("\nDeploy test passed.");
