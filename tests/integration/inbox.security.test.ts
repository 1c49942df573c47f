import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import { CookieJar, passkeyCeremony, SoftAuthenticator } from "../setup/soft-authenticator";
import { COOKIE, request, SITE } from "./inbox-support";
import { startSite, type Engine, type TestSite } from "./support";

/**
 * The inbox's protections over real HTTP, through the built server, on SQLite
 * and PostgreSQL (decision 0019). Each test names the protection it checks;
 * removing that protection makes it fail.
 */
const engines: Engine[] = ["sqlite", "postgres"];

/** Text that only the stored inquiries hold: an answer with any of it leaked inquiry data. */
const SECRET_NAME = "Zebulon Quartermaine";
const SECRET_SUBJECT = "Confidential drone tender";

const hostile = {
  fullName: `<script>alert("name")</script>${SECRET_NAME}`,
  company: '"><img src=x onerror=alert(1)>',
  subject: `=HYPERLINK("http://evil.example","click") ${SECRET_SUBJECT}`,
  message: `javascript:alert(1) <a href="javascript:alert(2)">x</a> \u202egnp.exe ${"long ".repeat(900)}`,
};

describe.each(engines)("the inbox's protections on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let site: TestSite;
  let other: TestSite;
  let inquiryId: number;
  let staffId: number;

  const staff = () => site.runtime.inbox.staff;
  const times = () => site.runtime.inbox.settings.session;
  const newSession = async () => staff().createSession(staffId, times());
  const status = async () => (await site.runtime.inbox.inbox.get(inquiryId))?.status;

  beforeAll(async () => {
    if (engine === "postgres") postgres = await startPostgres();
    const url = async () => (postgres ? freshDatabase(postgres.url) : undefined);
    site = await startSite({ databaseUrl: await url() });
    other = await startSite({ databaseUrl: await url() });
    const created = await site.runtime.store.create(
      {
        ...hostile,
        email: "zebulon@example.com",
        phone: "",
        country: "",
        inquiryType: "other",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      "inbox-security-key",
    );
    inquiryId = created.id!;
    staffId = (await staff().invite("sales@studio.example", 60_000)).staff.id;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await other?.close();
    await postgres?.stop();
  });

  const pages = () => [
    "/inbox",
    "/inbox.data",
    `/inbox?q=${encodeURIComponent(SECRET_NAME)}`,
    `/inbox/${inquiryId}`,
    `/inbox/${inquiryId}.data`,
    "/inbox/audit",
    "/inbox/account",
    "/inbox/site",
    "/inbox/site.data",
    "/inbox/blocked",
    "/inbox/blocked.data",
  ];
  const posts = (csrf: string): { path: string; form: Record<string, string> }[] => [
    { path: `/inbox/${inquiryId}`, form: { csrf, intent: "status", status: "spam" } },
    { path: `/inbox/${inquiryId}`, form: { csrf, intent: "erase", confirm: "yes" } },
    { path: `/inbox/${inquiryId}`, form: { csrf, intent: "note", body: "A note" } },
    { path: "/inbox?index", form: { csrf, bulk: "spam", id: String(inquiryId) } },
    {
      path: "/inbox/blocked",
      form: { csrf, intent: "block", kind: "address", inquiry: String(inquiryId), markSpam: "yes" },
    },
    { path: "/inbox/export", form: { csrf, format: "csv" } },
    { path: "/inbox/export", form: { csrf, format: "json" } },
    { path: "/inbox/account", form: { csrf, intent: "invite", email: "x@example.com" } },
  ];

  async function expectNothingFor(cookie: string | undefined, csrf = "") {
    for (const path of pages()) {
      const answer = await request(site, path, { cookie });
      expect(answer.text, path).not.toContain(SECRET_NAME);
      expect(answer.text, path).not.toContain(SECRET_SUBJECT);
      // A redirect to the sign-in page (a data request's redirect is a 202 with its target).
      expect([302, 202], path).toContain(answer.status);
    }
    for (const { path, form } of posts(csrf)) {
      const answer = await request(site, path, { cookie, form });
      expect(answer.text, path).not.toContain(SECRET_NAME);
      expect(answer.status, path).not.toBe(200);
    }
    expect(await status()).toBe("new");
    expect(await site.runtime.inbox.inbox.notes(inquiryId)).toEqual([]);
    expect(await site.runtime.inbox.blocked.list()).toEqual([]);
  }

  it("shows and changes nothing without a session", async () => {
    await expectNothingFor(undefined);
  });

  it("shows and changes nothing with an expired session (idle, then absolute)", async () => {
    const idle = await newSession();
    await sql`update staff_sessions set last_seen_at = ${Date.now() - times().idleMs - 1000}`.execute(
      site.runtime.database.db,
    );
    await expectNothingFor(idle.token, idle.csrfToken);
    const old = await newSession();
    await sql`update staff_sessions set expires_at = ${Date.now() - 1000}`.execute(
      site.runtime.database.db,
    );
    await expectNothingFor(old.token, old.csrfToken);
  });

  it("shows and changes nothing with a revoked person's session", async () => {
    const person = await staff().invite("leaver@studio.example", 60_000);
    const session = await staff().createSession(person.staff.id, times());
    expect((await request(site, "/inbox", { cookie: session.token })).status).toBe(200);
    await staff().revoke("leaver@studio.example");
    await expectNothingFor(session.token, session.csrfToken);
  });

  it("shows and changes nothing with a session from another instance", async () => {
    const elsewhere = await other.runtime.inbox.staff.invite("sales@studio.example", 60_000);
    const session = await other.runtime.inbox.staff.createSession(elsewhere.staff.id, times());
    expect((await request(other, "/inbox", { cookie: session.token })).status).toBe(200);
    await expectNothingFor(session.token, session.csrfToken);
  });

  it("shows stored markup, scripts, javascript: links and bidi controls as inert text", async () => {
    const session = await newSession();
    const data = await request(site, `/inbox/${inquiryId}.data`, { cookie: session.token });
    // The data requests of the hydrated pages are data, never a document a browser would render.
    expect(data.headers.get("content-type")).not.toMatch(/html/);
    expect(data.headers.get("x-content-type-options")).toBe("nosniff");
    for (const path of ["/inbox", `/inbox/${inquiryId}`]) {
      const answer = await request(site, path, { cookie: session.token });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain(SECRET_NAME);
      expect(answer.text, path).not.toContain('<script>alert("name")');
      expect(answer.text, path).not.toContain("<img src=x");
      expect(answer.text, path).not.toMatch(/href="javascript:/i);
      expect(answer.text, path).not.toContain("\u202e");
    }
    const page = await request(site, `/inbox/${inquiryId}`, { cookie: session.token });
    expect(page.text).toContain("&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;");
    expect(page.text).toContain("\ufffdgnp.exe");
    expect(page.text).toContain(`href="mailto:zebulon%40example.com?subject=`);
  });

  it("exports CSV with formulas defused and JSON as data", async () => {
    const session = await newSession();
    const csv = await request(site, "/inbox/export", {
      cookie: session.token,
      form: { csrf: session.csrfToken, format: "csv", q: SECRET_NAME },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(csv.text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click"") ${SECRET_SUBJECT}"`,
    );
    expect(csv.text).not.toMatch(/(^|,)=HYPERLINK/m);
    const json = await request(site, "/inbox/export", {
      cookie: session.token,
      form: { csrf: session.csrfToken, format: "json" },
    });
    expect(JSON.parse(json.text)[0].fullName).toBe(hostile.fullName);
    const audit = await site.runtime.inbox.inbox.audit();
    expect(audit.map((entry) => entry.action)).toContain("inquiries.exported");
  });

  it("refuses cross-site posts, a missing or wrong CSRF token and a foreign Origin, changing nothing", async () => {
    const session = await newSession();
    const change = { intent: "status", status: "archived" };
    const refused = [
      await request(site, `/inbox/${inquiryId}`, { cookie: session.token, form: change }),
      await request(site, `/inbox/${inquiryId}`, {
        cookie: session.token,
        form: { ...change, csrf: "x".repeat(43) },
      }),
      await request(site, `/inbox/${inquiryId}`, {
        cookie: session.token,
        form: { ...change, csrf: session.csrfToken },
        origin: "https://evil.example",
      }),
      await request(site, `/inbox/${inquiryId}`, {
        cookie: session.token,
        form: { ...change, csrf: session.csrfToken },
        origin: null,
      }),
      await request(site, `/inbox/${inquiryId}`, {
        cookie: session.token,
        form: { ...change, csrf: session.csrfToken },
        headers: { "Sec-Fetch-Site": "cross-site" },
      }),
    ];
    for (const answer of refused) {
      expect([400, 403]).toContain(answer.status);
      expect(answer.text).not.toContain(SECRET_NAME);
    }
    expect(await status()).toBe("new");
    // The same post, from the inbox, with its token: it works (the refusals above are the checks).
    const accepted = await request(site, `/inbox/${inquiryId}`, {
      cookie: session.token,
      form: { ...change, csrf: session.csrfToken },
    });
    expect(accepted.status).toBe(302);
    expect(await status()).toBe("archived");
    await site.runtime.inbox.inbox.setStatus(inquiryId, "new");
  });

  it("gives a new session id at sign-in and ends the one the browser brought (no fixation)", async () => {
    const planted = await newSession();
    const link = await staff().createLink(staffId, "sign-in", 60_000);
    const answer = await request(site, "/inbox/link", {
      cookie: planted.token,
      form: { token: link },
    });
    expect(answer.status).toBe(302);
    const cookie = answer.headers.get("set-cookie") ?? "";
    const token = new RegExp(`${COOKIE}=([\\w-]+)`).exec(cookie)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(planted.token);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//);
    expect(await staff().readSession(planted.token, times())).toBeUndefined();
    expect(await staff().readSession(token, times())).toBeDefined();
  });

  it("lets a sign-in link work once, before it expires, and not after revocation", async () => {
    const link = await staff().createLink(staffId, "sign-in", 60_000);
    expect((await request(site, "/inbox/link", { form: { token: link } })).status).toBe(302);
    const again = await request(site, "/inbox/link", { form: { token: link } });
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(again.text).toContain("This link has been used or has expired");

    const expired = await staff().createLink(staffId, "sign-in", 60_000);
    await sql`update staff_links set expires_at = ${Date.now() - 1}`.execute(
      site.runtime.database.db,
    );
    expect(
      (await request(site, "/inbox/link", { form: { token: expired } })).headers.get("set-cookie"),
    ).toBeNull();

    const person = await staff().invite("temp@studio.example", 60_000);
    const revokedLink = await staff().createLink(person.staff.id, "sign-in", 60_000);
    await staff().revoke("temp@studio.example");
    expect(
      (await request(site, "/inbox/link", { form: { token: revokedLink } })).headers.get(
        "set-cookie",
      ),
    ).toBeNull();
    // An invitation after revocation is no good either.
    expect((await request(site, `/inbox/invite?token=${person.token}`)).text).toContain(
      "does not work",
    );
  });

  it("signs out, and signs out everywhere", async () => {
    const a = await newSession();
    const b = await newSession();
    const out = await request(site, "/inbox/sign-out", {
      cookie: a.token,
      form: { csrf: a.csrfToken },
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await staff().readSession(a.token, times())).toBeUndefined();
    expect(await staff().readSession(b.token, times())).toBeDefined();
    const c = await newSession();
    await request(site, "/inbox/sign-out", {
      cookie: c.token,
      form: { csrf: c.csrfToken, everywhere: "yes" },
    });
    expect(await staff().readSession(b.token, times())).toBeUndefined();
    expect(await staff().readSession(c.token, times())).toBeUndefined();
  });

  it("limits passkey sign-in attempts per client address with the same answer", async () => {
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    const limited = await startSite({
      databaseUrl,
      env: { RATE_LIMIT_ENABLED: "true", INBOX_SIGN_IN_MAX: "3" },
    });
    try {
      await expectLimited(limited);
    } finally {
      await limited.close();
    }
  });

  it("limits passkey sign-ins per account, whatever address they come from", async () => {
    const databaseUrl = postgres ? await freshDatabase(postgres.url) : undefined;
    const limited = await startSite({
      databaseUrl,
      env: { RATE_LIMIT_ENABLED: "true", INBOX_SIGN_IN_MAX: "3", TRUST_PROXY: "loopback" },
    });
    try {
      const staffOf = limited.runtime.inbox.staff;
      // Each attempt from an address of its own: only the account's count can refuse it.
      let address = 0;
      const freshAddress = () => ({ "X-Forwarded-For": `203.0.113.${++address}` });
      const from = () => ({ url: limited.url, origin: SITE, headers: freshAddress() });
      const signIn = async (device: SoftAuthenticator) => {
        const jar = new CookieJar();
        await passkeyCeremony(from(), device, jar);
        return jar.get(COOKIE);
      };
      const registered = async (email: string) => {
        const device = new SoftAuthenticator(SITE);
        const { token } = await staffOf.invite(email, 60_000);
        await passkeyCeremony(from(), device, new CookieJar(), token);
        return device;
      };
      const device = await registered("limited@studio.example");
      for (let attempt = 1; attempt <= 3; attempt++) expect(await signIn(device)).toBeDefined();
      // The fourth is refused with the answer any failed sign-in gets, and no session.
      const failed = await request(limited, "/inbox/passkey", {
        form: { intent: "sign-in", response: "{}" },
        headers: freshAddress(),
      });
      const { error } = JSON.parse(failed.text) as { error: string };
      await expect(signIn(device)).rejects.toThrow(`passkey sign-in: 400 ${error}`);
      // Another person is not held back by it.
      const colleague = await registered("colleague@studio.example");
      expect(await signIn(colleague)).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  async function expectLimited(site: TestSite) {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await request(site, "/inbox/passkey", { form: { intent: "sign-in-options" } }));
    }
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.slice(3).map((a) => a.status)).toEqual([400, 400]);
    const failed = await request(site, "/inbox/passkey", {
      form: { intent: "sign-in", response: "{}" },
    });
    expect(answers[4]!.text).toBe(failed.text);
    // A foreign origin gets nothing, not even options.
    const foreign = await request(site, "/inbox/passkey", {
      form: { intent: "sign-in-options" },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
  }

  it("sends the inbox with its own strict headers; public pages set no cookie", async () => {
    const session = await newSession();
    const answer = await request(site, "/inbox", { cookie: session.token });
    const csp = answer.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).not.toContain("unsafe-inline");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("referrer-policy")).toBe("same-origin");
    expect(answer.headers.get("permissions-policy")).toContain("publickey-credentials-get=(self)");
    expect(answer.text).toContain('<meta name="robots" content="noindex, nofollow"');
    const home = await request(site, "/");
    expect(home.headers.get("set-cookie")).toBeNull();
    expect(home.headers.get("permissions-policy")).toContain("publickey-credentials-get=()");
  });

  it("registers a passkey from an invitation once, signs in with it, and not after revocation", async () => {
    const { token } = await staff().invite("passkey@studio.example", 60_000);
    const device = new SoftAuthenticator(SITE);
    const jar = new CookieJar();
    await passkeyCeremony({ url: site.url, origin: SITE }, device, jar, token);
    const first = jar.get(COOKIE);
    expect(first).toBeDefined();
    expect((await request(site, "/inbox", { cookie: first })).status).toBe(200);

    // The invitation is spent: another device cannot register with it.
    await expect(
      passkeyCeremony(
        { url: site.url, origin: SITE },
        new SoftAuthenticator(SITE),
        new CookieJar(),
        token,
      ),
    ).rejects.toThrow(/400/);

    // Sign-in with the passkey: a new session id, not the one the browser had.
    await passkeyCeremony({ url: site.url, origin: SITE }, device, jar);
    expect(jar.get(COOKIE)).not.toBe(first);
    expect(await staff().readSession(first, times())).toBeUndefined();

    // A passkey answering for another site (phishing origin) is refused.
    const phished = new SoftAuthenticator("https://nebulaforge-studio.example");
    await expect(
      passkeyCeremony({ url: site.url, origin: SITE }, phished, new CookieJar()),
    ).rejects.toThrow(/400/);

    await staff().revoke("passkey@studio.example");
    await expect(
      passkeyCeremony({ url: site.url, origin: SITE }, device, new CookieJar()),
    ).rejects.toThrow(/400/);
  });

  it("takes SQL and LIKE metacharacters in search and filters as text", async () => {
    const session = await newSession();
    const count = async (query: string) => {
      const answer = await request(site, `/inbox?${query}`, { cookie: session.token });
      expect(answer.status, query).toBe(200);
      return /role="status">(\d+ inquir(?:y|ies))/.exec(answer.text)?.[1];
    };
    // Injected, each would find the one inquiry there is. Read as text they look
    // for their words (PostgreSQL drops stop words such as "or", so the letters
    // and digits here are ones the stored inquiry does not hold).
    for (const q of ["%", "_", "' OR 'q'='q", "%' OR 7=7 --", "\\", "'; drop table staff; --"]) {
      expect(await count(`q=${encodeURIComponent(q)}`), q).toBe("0 inquiries");
    }
    for (const filter of [
      "status=new' OR '1'='1",
      "inquiryType=other' --",
      "assignee=1 OR 1=1",
      "from=2026-01-01' OR '1'='1",
    ]) {
      // A malformed filter is dropped: the list is the unfiltered one.
      expect(await count(filter), filter).toBe("1 inquiry");
    }
    expect(await count(`q=${encodeURIComponent('"><img')}`)).toBe("1 inquiry");
    expect(await staff().byEmail("sales@studio.example")).toBeDefined();
  });

  it("answers any search, filter or page link with the list or a clean 400, never an error", async () => {
    const session = await newSession();
    const errorsBefore = site.logs().match(/"level":50/g)?.length ?? 0;
    const cursor = "2026-11-30T09:15:00.123456Z_42";
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: "binary", maxLength: 12 }),
      fc.constantFrom(
        '"',
        "*",
        "NEAR(a b)",
        "-x",
        "a OR b",
        "subject:x",
        "\u0000",
        "%00",
        "9999999999",
        "2147483648",
        "0",
        "-1",
        "2026-02-30",
        "none",
        cursor,
        `${cursor}0`,
        "1999-12-31T23:59:59Z_1",
        SECRET_NAME,
        "zebulon@example.com",
        "+44 (20) 7946-0018",
        "%",
        "_",
        "'; drop table staff; --",
      ),
    );
    const keys = fc.constantFrom(
      "q",
      "after",
      "before",
      "page",
      "status",
      "inquiryType",
      "serviceType",
      "assignee",
      "from",
      "to",
    );
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keys, value), { maxLength: 4 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const answer = await request(site, `/inbox?${query}`, { cookie: session.token });
        expect([200, 400], query).toContain(answer.status);
        if (answer.status === 400) {
          refused += 1;
          expect(answer.text, query).toContain("This link to a page of the list is not valid");
        } else {
          expect(answer.text, query).toMatch(/role="status">(More than )?[\d,]+ inquir/);
        }
      }),
      { numRuns: 120 },
    );
    // Page links that are not cursors were among them, and only they were refused.
    expect(refused).toBeGreaterThan(5);
    expect(site.logs().match(/"level":50/g)?.length ?? 0).toBe(errorsBefore);
    // Hundreds of real requests: what it checks is the answers, not their speed; the
    // suite's 20 s ran out when another suite's browsers shared the two cores.
  }, 90_000);
});
