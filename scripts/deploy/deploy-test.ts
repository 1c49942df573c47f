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
 *     without restarting Node.
 * Prints the figures; exits 1 on any failed check. Needs a build, nginx and PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startPostgres, type TestPostgres } from "../../tests/setup/postgres";
import { buildDir, startNginx, startNode, type Nginx, type NodeInstance } from "./topology";

const NGINX_PORT = Number(process.env.DEPLOY_TEST_PORT ?? 8089);
const NODE_PORTS = [3781, 3782];

const failures: string[] = [];
const figures: [string, string][] = [];
function check(condition: boolean, message: string) {
  console.log(`${condition ? "  ok  " : "  FAIL"} ${message}`);
  if (!condition) failures.push(message);
}

function inquiryForm(key: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    fullName: "Deploy Test",
    email: "deploy.test@example.com",
    company: "Loopback Labs",
    inquiryType: "project",
    subject: `Deploy test ${key}`,
    message: "A submission from the deployment test, sent through nginx.",
    consent: "on",
    idempotencyKey: key,
    ...extra,
  });
}

const newKey = () => `deploy-${randomBytes(12).toString("hex")}`;

interface Submission {
  key: string;
  status: number;
  body: string;
}

async function submit(nginx: Nginx, key = newKey()): Promise<Submission> {
  try {
    const response = await fetch(`${nginx.origin}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: nginx.origin,
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
): Promise<Submission[]> {
  const results: Submission[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await during(index);
      results.push(await submit(nginx));
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
  nginx = await startNginx(NGINX_PORT, NODE_PORTS);

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
    "cross-origin-opener-policy",
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

  console.log("2. rate limits across instances");
  const limited = await stream(nginx, 8, 1);
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
