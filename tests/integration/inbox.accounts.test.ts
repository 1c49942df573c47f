import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../scripts/inquiries";
import { freePort, freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import {
  addPasskey,
  CookieJar,
  passkeyCeremony,
  SoftAuthenticator,
} from "../setup/soft-authenticator";
import { COOKIE, request, SITE } from "./inbox-support";
import { startSite, type Engine, type TestSite } from "./support";

/**
 * The inbox's accounts over time (issue 36), through the built server on
 * SQLite and PostgreSQL: passkeys added only with a fresh proof, listed,
 * renamed and removed; invitations that supersede; revocation that sticks;
 * every sign-in attempt counted once and recorded. Each test names what it
 * protects; removing that protection makes it fail.
 */
const engines: Engine[] = ["sqlite", "postgres"];

const inquiry = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  company: "",
  country: "",
  inquiryType: "other",
  subject: "A flight trainer",
  message: "Forty cadets, before March.",
  budget: "",
  timeline: "",
  serviceType: "",
  consent: true,
};

/** The operator's command line on a test site's database; what it printed. */
async function cli(site: TestSite, args: string[]) {
  let out = "";
  let err = "";
  const env = {
    SITE_URL: site.config.SITE_URL,
    DATA_DIR: site.config.DATA_DIR,
    ...(site.config.DATABASE_URL ? { DATABASE_URL: site.config.DATABASE_URL } : {}),
    ...(site.config.INBOX_ORIGIN ? { INBOX_ORIGIN: site.config.INBOX_ORIGIN } : {}),
  };
  const code = await run(args, env, { out: (t) => (out += t), err: (t) => (err += t) });
  const token = /\/inbox\/invite\?token=([\w-]{43})/.exec(out)?.[1];
  return { code, out, err, token };
}

/** Posts to /inbox/passkey as the page's script does, keeping cookies in `jar`. */
async function passkeyPost(
  site: TestSite,
  jar: CookieJar,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${site.url}/inbox/passkey`, {
    method: "POST",
    headers: { ...headers, Origin: SITE, Cookie: jar.header() },
    body: new URLSearchParams(fields),
  });
  jar.take(response);
  return {
    status: response.status,
    body: (await response.json()) as { options?: never; error?: string; redirect?: string },
  };
}

describe.each(engines)("the inbox's accounts on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let site: TestSite;
  const databaseUrl = async () => (postgres ? freshDatabase(postgres.url) : undefined);
  const staff = () => site.runtime.inbox.staff;
  const times = () => site.runtime.inbox.settings.session;
  const at = { url: "", origin: SITE };

  /** A person invited and registered with `device`: signed in, in the returned jar. */
  async function registered(email: string, device = new SoftAuthenticator(SITE)) {
    const { token, staff: person } = await staff().invite(email, 60_000);
    const jar = new CookieJar();
    await passkeyCeremony(at, device, jar, token);
    const session = await staff().readSession(jar.get(COOKIE), times());
    return { person, device, jar, csrf: session!.csrfToken };
  }

  beforeAll(async () => {
    if (engine === "postgres") postgres = await startPostgres();
    site = await startSite({ databaseUrl: await databaseUrl() });
    at.url = site.url;
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await postgres?.stop();
  });

  it("adds a passkey only with a fresh proof: a session and its CSRF token alone add nothing", async () => {
    const { person, device, jar, csrf } = await registered("proof@studio.example");
    const laptop = new SoftAuthenticator(SITE);
    // The session alone (a stolen cookie, an unlocked laptop): no options, no registration.
    const bare = await passkeyPost(site, jar, { csrf, intent: "register-options" });
    expect(bare.status).toBe(400);
    const forged = await passkeyPost(site, jar, {
      csrf,
      intent: "register",
      response: JSON.stringify(
        laptop.register({ challenge: "AAAA", rp: { id: "www.nebulaforge.studio" } }),
      ),
    });
    expect(forged.status).toBe(400);
    // Someone else's passkey is no proof, and neither is a wrong CSRF token.
    const stranger = await registered("stranger@studio.example");
    await expect(addPasskey(at, jar, csrf, stranger.device, laptop)).rejects.toThrow(
      /register-options: 400/,
    );
    await expect(addPasskey(at, jar, "x".repeat(43), device, laptop)).rejects.toThrow(/403/);
    expect(await staff().passkeysOf(person.id)).toHaveLength(1);

    // A proof is good once: sent again, it proves nothing.
    const confirm = await passkeyPost(site, jar, { csrf, intent: "confirm-options" });
    const proof = JSON.stringify(device.authenticate(confirm.body.options!));
    const first = await passkeyPost(site, jar, { csrf, intent: "register-options", proof });
    expect(first.status).toBe(200);
    const again = await passkeyPost(site, jar, { csrf, intent: "register-options", proof });
    expect(again.status).toBe(400);

    // With their own passkey as proof: added, with its name, and it signs in.
    await addPasskey(at, jar, csrf, device, laptop, "Work laptop");
    const names = (await staff().passkeysOf(person.id)).map((passkey) => passkey.name);
    expect(names).toContain("Work laptop");
    await passkeyCeremony(at, laptop, new CookieJar());
    const audit = await site.runtime.inbox.inbox.audit();
    expect(audit[0]).toMatchObject({ actor: "proof@studio.example", action: "staff.signed-in" });
    expect(audit.find((entry) => entry.action === "staff.passkey-added")?.detail).toBe(
      '"Work laptop", confirmed with another passkey',
    );
  });

  it("lists each passkey with its name, dates and kind; renames and removes it, the last only after a warning", async () => {
    const phone = new SoftAuthenticator(SITE, { synced: true });
    const { person, jar, csrf } = await registered("list@studio.example", phone);
    const key = new SoftAuthenticator(SITE);
    await addPasskey(at, jar, csrf, phone, key, "Blue key");
    // The page's text, without the markers React puts between adjacent texts.
    const page = async () =>
      (await request(site, "/inbox/account", { cookie: jar.get(COOKIE) })).text.replaceAll(
        "<!-- -->",
        "",
      );
    let text = await page();
    const day = new Date().toISOString().slice(0, 10);
    expect(text).toContain(`Synced passkey added ${day}`);
    expect(text).toContain("Synced: your devices share it");
    expect(text).toContain("Blue key");
    expect(text).toContain("On one device or security key only");
    // The phone was used for the proof; the key never signed in.
    expect(text).toMatch(/Blue key<\/h3>.*?last used never/s);
    expect(text).toMatch(new RegExp(`Synced passkey added ${day}</h3>.*?last used <time`, "s"));
    expect(text).toContain("You have 2 passkeys");

    const post = (form: Record<string, string>) =>
      request(site, "/inbox/account", { cookie: jar.get(COOKIE), form: { csrf, ...form } });
    const renamed = await post({ intent: "rename-passkey", passkey: phone.id, name: " Phone " });
    expect(renamed.status).toBe(200);
    expect(renamed.text).toContain("The passkey is now called “Phone”");
    const refused = await post({ intent: "rename-passkey", passkey: phone.id, name: "Ph\none" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("A passkey&#x27;s name is one line of plain text.");
    const other = await registered("not-mine@studio.example");
    const notMine = await post({
      intent: "rename-passkey",
      passkey: other.device.id,
      name: "Mine",
    });
    expect(notMine.status).toBe(400);
    expect((await staff().passkeysOf(other.person.id))[0]!.name).not.toBe("Mine");
    expect((await staff().passkeysOf(person.id)).map((p) => p.name)).toContain("Phone");

    expect((await post({ intent: "remove-passkey", passkey: key.id })).status).toBe(200);
    text = await page();
    expect(text).toContain("You have 1 passkey.");
    expect(text).toContain("This is my only passkey.");
    const last = await post({ intent: "remove-passkey", passkey: phone.id });
    expect(last.status).toBe(400);
    expect(last.text).toContain("This is your only passkey: tick the box");
    expect(await staff().passkeysOf(person.id)).toHaveLength(1);
    const gone = await post({ intent: "remove-passkey", passkey: phone.id, "confirm-last": "yes" });
    expect(gone.status).toBe(200);
    expect(await staff().passkeysOf(person.id)).toEqual([]);
    expect(await page()).toContain("You have no passkey");

    const actions = (await site.runtime.inbox.inbox.audit())
      .filter((entry) => entry.actor === "list@studio.example")
      .map((entry) => `${entry.action} ${entry.detail}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.passkey-added "Blue key", confirmed with another passkey',
        `staff.passkey-renamed "Synced passkey added ${day}" → "Phone"`,
        'staff.passkey-removed "Blue key"',
        'staff.passkey-removed "Phone"',
      ]),
    );
  });

  it("a new invitation from the command line cancels the earlier unused one", async () => {
    const first = await cli(site, ["invite", "twice@studio.example"]);
    const second = await cli(site, ["invite", "Twice@Studio.example"]);
    expect(first.code).toBe(0);
    expect(second.err).toContain("Their earlier unused invitations no longer work.");
    await expect(
      passkeyCeremony(at, new SoftAuthenticator(SITE), new CookieJar(), first.token),
    ).rejects.toThrow(/400/);
    expect((await request(site, `/inbox/invite?token=${first.token}`)).text).toContain(
      "This invitation does not work",
    );
    const jar = new CookieJar();
    await passkeyCeremony(at, new SoftAuthenticator(SITE), jar, second.token);
    expect(jar.get(COOKIE)).toBeDefined();
  });

  it("a revoked person stays out until the operator's new invitation is used", async () => {
    const { person, device } = await registered("leaver@studio.example");
    expect((await cli(site, ["staff", "revoke", "leaver@studio.example"])).code).toBe(0);
    const invited = await cli(site, ["invite", "leaver@studio.example"]);
    expect(invited.err).toContain("They are revoked until they use it");
    // Still out: no sign-in link works, the old passkey is gone, the list says so.
    expect((await staff().byId(person.id))?.revokedAt).not.toBeNull();
    const link = await staff().createLink(person.id, "sign-in", 60_000);
    const signIn = await request(site, "/inbox/link", { form: { token: link } });
    expect(signIn.headers.get("set-cookie")).toBeNull();
    await expect(passkeyCeremony(at, device, new CookieJar())).rejects.toThrow(/400/);
    expect((await cli(site, ["staff", "list"])).out).toMatch(/leaver@studio\.example .*revoked/);
    // The invitation used: back in, with the new passkey.
    const jar = new CookieJar();
    await passkeyCeremony(at, new SoftAuthenticator(SITE), jar, invited.token);
    expect((await request(site, "/inbox", { cookie: jar.get(COOKIE) })).status).toBe(200);
    expect((await staff().byId(person.id))?.revokedAt).toBeNull();
  });

  it("a passkey that cannot be saved leaves the invitation unspent, and the log says why", async () => {
    const { device } = await registered("first-owner@studio.example");
    const { token, staff: second } = await staff().invite("second-owner@studio.example", 60_000);
    // The same authenticator again: its credential id is already stored.
    await expect(passkeyCeremony(at, device, new CookieJar(), token)).rejects.toThrow(/400/);
    expect(site.logs()).toContain('"event":"inbox.passkey_not_saved"');
    expect((await staff().peekLink(token, "invite"))?.id).toBe(second.id);
    const jar = new CookieJar();
    await passkeyCeremony(at, new SoftAuthenticator(SITE), jar, token);
    expect(await staff().passkeysOf(second.id)).toHaveLength(1);
  });

  it("answers ids above 2^31-1 with 404 or 400, never 500", async () => {
    const { csrf, jar } = await registered("ids@studio.example");
    const cookie = jar.get(COOKIE);
    const id = (await site.runtime.store.create(inquiry, `ids-${engine}`)).id!;
    for (const path of ["/inbox/2147483648", "/inbox/99999999999", "/inbox/2147483648.data"]) {
      expect((await request(site, path, { cookie })).status, path).toBe(404);
    }
    const assign = await request(site, `/inbox/${id}`, {
      cookie,
      form: { csrf, intent: "assign", assignee: "2147483648" },
    });
    expect(assign.status).toBe(400);
    expect(assign.text).toContain("Choose someone on the staff.");
    const listed = await request(site, "/inbox?assignee=2147483648", { cookie });
    expect(listed.status).toBe(200);
    expect(listed.text).toMatch(/role="status">\d+ inquir/);
    expect(site.logs()).not.toContain("out of range");
  });

  it("counts a passkey sign-in once against the address, and a stranger cannot lock an account", async () => {
    const limited = await startSite({
      databaseUrl: await databaseUrl(),
      env: { RATE_LIMIT_ENABLED: "true", INBOX_SIGN_IN_MAX: "3", TRUST_PROXY: "loopback" },
    });
    try {
      const from = (address: string) => ({
        url: limited.url,
        origin: SITE,
        headers: { "X-Forwarded-For": address },
      });
      const register = async (email: string) => {
        const device = new SoftAuthenticator(SITE);
        const { token, staff: person } = await limited.runtime.inbox.staff.invite(email, 60_000);
        await passkeyCeremony(from("192.0.2.250"), device, new CookieJar(), token);
        return { device, person };
      };
      // Three sign-ins from one office's address, each options and response: all three pass.
      const office = await register("office@studio.example");
      for (let i = 1; i <= 3; i++) {
        await passkeyCeremony(from("198.51.100.20"), office.device, new CookieJar());
      }
      await expect(
        passkeyCeremony(from("198.51.100.20"), office.device, new CookieJar()),
      ).rejects.toThrow(/400/);

      // A stranger who knows a credential id, from many addresses, with signatures of their own.
      const victim = await register("victim@studio.example");
      const forger = new SoftAuthenticator(SITE);
      for (let i = 1; i <= 8; i++) {
        const jar = new CookieJar();
        const headers = { "X-Forwarded-For": `203.0.113.${i}` };
        const start = await passkeyPost(limited, jar, { intent: "sign-in-options" }, headers);
        const forged = { ...forger.authenticate(start.body.options!), id: victim.device.id };
        forged.rawId = forged.id;
        const answer = await passkeyPost(
          limited,
          jar,
          { intent: "sign-in", response: JSON.stringify(forged) },
          headers,
        );
        expect(answer.status).toBe(400);
      }
      const jar = new CookieJar();
      await passkeyCeremony(from("198.51.100.99"), victim.device, jar);
      expect(jar.get(COOKIE)).toBeDefined();
      const failures = (await limited.runtime.inbox.inbox.audit()).filter(
        (entry) => entry.action === "staff.sign-in-failed",
      );
      expect(failures).toHaveLength(8);
      expect(failures[0]).toMatchObject({ actor: "someone not signed in" });
      expect(failures[0]!.detail).toMatch(
        /^sign-in with victim@studio\.example's passkey ".+": the signature did not verify$/,
      );
    } finally {
      await limited.close();
    }
  });

  it("refuses a passkey whose signature counter went backwards (a copy), and records it", async () => {
    const { device, person } = await registered("cloned@studio.example");
    const copy = device.clone();
    await passkeyCeremony(at, device, new CookieJar());
    await expect(passkeyCeremony(at, copy, new CookieJar())).rejects.toThrow(/400/);
    const entry = (await site.runtime.inbox.inbox.audit()).find(
      (e) => e.action === "staff.passkey-counter-regressed",
    );
    expect(entry).toMatchObject({ actor: "someone not signed in" });
    expect(entry?.detail).toMatch(/counter 2 after 2; a copy of the passkey may exist$/);
    // The genuine authenticator goes on signing in.
    await passkeyCeremony(at, device, new CookieJar());
    expect((await staff().passkeysOf(person.id))[0]!.counter).toBe(3);
  });

  it("records a used e-mailed sign-in link tried again on its person's audit trail", async () => {
    const { person } = await registered("link-again@studio.example");
    const link = await staff().createLink(person.id, "sign-in", 60_000);
    expect((await request(site, "/inbox/link", { form: { token: link } })).status).toBe(302);
    await request(site, "/inbox/link", { form: { token: link } });
    const entry = (await site.runtime.inbox.inbox.audit()).find(
      (e) => e.action === "staff.sign-in-failed" && e.detail.includes("link-again@"),
    );
    expect(entry?.detail).toBe(
      "an e-mailed sign-in link for link-again@studio.example that was used or had expired",
    );
  });
});

describe("the inbox's requests, whatever their shape", () => {
  let site: TestSite;
  let cookie: string;
  let inquiryId: number;

  beforeAll(async () => {
    site = await startSite();
    const { staff: person } = await site.runtime.inbox.staff.invite("shape@studio.example", 60_000);
    const session = await site.runtime.inbox.staff.createSession(
      person.id,
      site.runtime.inbox.settings.session,
    );
    cookie = session.token;
    inquiryId = (await site.runtime.store.create(inquiry, "shapes-1")).id!;
  });
  afterAll(() => site?.close());

  const post = (path: string, contentType: string | null, body: string) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: {
        Origin: SITE,
        Cookie: `${COOKIE}=${cookie}`,
        ...(contentType ? { "Content-Type": contentType } : {}),
      },
      body,
      redirect: "manual",
    });

  it("answers a body that is not a form with 415, a broken form with 400, and one warning line", async () => {
    const paths = ["/inbox/sign-in", "/inbox/link", "/inbox/passkey", `/inbox/${inquiryId}`];
    const before = site.logs().length;
    for (const path of paths) {
      for (const [type, body, status] of [
        ["application/json", '{"email":"x@y.z"}', 415],
        ["text/plain", "email=x@y.z", 415],
        [null, "email=x@y.z", 415],
        ["multipart/form-data; boundary=x", "not a multipart body", 400],
      ] as const) {
        const answer = await post(path, type, body);
        expect(answer.status, `${path} ${type}`).toBe(status);
        await answer.body?.cancel();
      }
    }
    const lines = site.logs().slice(before).trim().split("\n");
    expect(lines.filter((line) => line.includes('"event":"inbox.form_refused"'))).toHaveLength(16);
    expect(lines.filter((line) => /"level":50/.test(line))).toEqual([]);
    expect(site.logs().slice(before)).not.toContain("stack");
    expect((await site.runtime.inbox.inbox.get(inquiryId))?.status).toBe("new");
  });

  it("never answers 500 to any content type and body on the posts anyone can send", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/inbox/sign-in", "/inbox/link", "/inbox/passkey", "/inbox/sign-in.data"),
        fc.option(
          fc.oneof(
            fc.constantFrom(
              "application/x-www-form-urlencoded",
              "multipart/form-data",
              "multipart/form-data; boundary=b",
              "application/json",
              "text/plain;charset=utf-8",
            ),
            fc.string({ maxLength: 40 }).filter((type) => /^[\x20-\x7e]*$/.test(type)),
          ),
        ),
        fc.string({ maxLength: 300 }),
        async (path, type, body) => {
          const answer = await post(path, type, body);
          await answer.body?.cancel();
          expect(answer.status, `${path} ${type}`).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("gives the inbox's headers to every spelling the router renders, redirecting GETs to one", async () => {
    for (const [path, target] of [
      [`/INBOX/${inquiryId}`, `/inbox/${inquiryId}`],
      ["/Inbox/Audit", "/inbox/audit"],
      ["/%69nbox", "/inbox"],
      ["/INBOX.data", "/inbox.data"],
    ]) {
      const answer = await request(site, path!, { cookie });
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get("location"), path).toBe(target);
      expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    const page = await request(site, `/inbox/${inquiryId}`, { cookie });
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const odd = await request(site, "/INBOX/sign-in", { form: { email: "x@studio.example" } });
    expect(odd.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(odd.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(odd.headers.get("referrer-policy")).toBe("same-origin");
  });
});

describe("the inbox's limits and warnings", () => {
  it("throttles the posts anyone can send to the inbox, not signed-in staff's", async () => {
    const site = await startSite({
      env: { RATE_LIMIT_ENABLED: "true", POST_RATE_LIMIT_MAX: "5", TRUST_PROXY: "loopback" },
    });
    try {
      let address = 0;
      for (const [path, form] of [
        ["/inbox/sign-in", { email: "someone@studio.example" }],
        ["/inbox/link", { token: "x".repeat(43) }],
        ["/inbox/passkey", { intent: "sign-in-options" }],
      ] as const) {
        const from = { "X-Forwarded-For": `198.51.100.${++address}` };
        const statuses = [];
        for (let i = 0; i < 7; i++) {
          statuses.push((await request(site, path, { form, headers: from })).status);
        }
        expect(statuses.slice(0, 5), path).not.toContain(429);
        expect(statuses.slice(5), path).toEqual([429, 429]);
      }
      const { staff: person } = await site.runtime.inbox.staff.invite(
        "busy@studio.example",
        60_000,
      );
      const session = await site.runtime.inbox.staff.createSession(
        person.id,
        site.runtime.inbox.settings.session,
      );
      const id = (await site.runtime.store.create(inquiry, "throttle-1")).id!;
      const from = { "X-Forwarded-For": "198.51.100.200" };
      for (let i = 0; i < 8; i++) {
        const answer = await request(site, `/inbox/${id}`, {
          cookie: session.token,
          form: { csrf: session.csrfToken, intent: "note", body: `Note ${i}` },
          headers: from,
        });
        expect(answer.status).toBe(302);
      }
    } finally {
      await site.close();
    }
  });

  it("warns in the log when TRUST_PROXY trusts every proxy, and not otherwise", async () => {
    for (const [value, warned] of [
      ["true", true],
      ["loopback", false],
      ["1", false],
    ] as const) {
      const site = await startSite({ env: { TRUST_PROXY: value } });
      expect(site.logs().includes('"event":"config.trust_proxy_everyone"'), value).toBe(warned);
      await site.close();
    }
  });
});

describe("the inbox on an origin of its own (INBOX_ORIGIN)", () => {
  let site: TestSite;
  let inbox: string;
  let main: string;

  beforeAll(async () => {
    const port = await freePort(4440);
    main = `http://127.0.0.1:${port}`;
    inbox = `http://localhost:${port}`;
    site = await startSite({ port, env: { SITE_URL: main, INBOX_ORIGIN: inbox } });
  });
  afterAll(() => site?.close());

  it("serves the inbox only there, and nothing else there: not the editor, not the pages", async () => {
    const page = await fetch(`${inbox}/inbox/sign-in`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const script = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${inbox}${script}`)).status).toBe(200);
    for (const path of ["/admin", "/admin/config.yml", "/about", "/contact", "/healthz"]) {
      expect((await fetch(`${inbox}${path}`, { redirect: "manual" })).status, path).toBe(404);
    }
    const home = await fetch(`${inbox}/`, { redirect: "manual" });
    expect(home.headers.get("location")).toBe("/inbox");

    // On the site's own origin, the inbox is a redirect there (GET) or nothing (POST).
    const there = await fetch(`${main}/inbox/1?x=1`, { redirect: "manual" });
    expect(there.status).toBe(302);
    expect(there.headers.get("location")).toBe(`${inbox}/inbox/1?x=1`);
    const posted = await fetch(`${main}/inbox/sign-in`, {
      method: "POST",
      headers: { Origin: main },
      body: new URLSearchParams({ email: "x@studio.example" }),
    });
    expect(posted.status).toBe(404);
    expect((await fetch(`${main}/about`)).status).toBe(200);
  });

  it("ties passkeys, links and sessions to it; a script on the site's origin gets nothing", async () => {
    const invited = await cli(site, ["invite", "own-origin@studio.example"]);
    expect(invited.out).toContain(`${inbox}/inbox/invite?token=`);
    const device = new SoftAuthenticator(inbox);
    const jar = new CookieJar();
    await passkeyCeremony({ url: inbox, origin: inbox }, device, jar, invited.token);
    const cookie = `studio-staff=${jar.get("studio-staff")}`;
    expect((await fetch(`${inbox}/inbox`, { headers: { Cookie: cookie } })).status).toBe(200);
    // What a script on /admin could send: the site's Origin, the cookie (same site).
    const id = (await site.runtime.store.create(inquiry, "origin-1")).id!;
    const session = await site.runtime.inbox.staff.readSession(
      jar.get("studio-staff"),
      site.runtime.inbox.settings.session,
    );
    const fromEditor = await fetch(`${inbox}/inbox/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: main },
      body: new URLSearchParams({ csrf: session!.csrfToken, intent: "status", status: "spam" }),
      redirect: "manual",
    });
    expect([400, 403]).toContain(fromEditor.status);
    expect((await site.runtime.inbox.inbox.get(id))?.status).toBe("new");
    const read = await fetch(`${main}/inbox/${id}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(read.status).toBe(302);
    expect(await read.text()).not.toContain(inquiry.fullName);
  });

  it("warns when the editor is set up and the inbox shares its origin", async () => {
    const editor = {
      CMS_BACKEND: "gitlab",
      CMS_REPO: "studio/site",
      CMS_OAUTH_CLIENT_ID: "client",
    };
    const shared = await startSite({ env: editor });
    expect(shared.logs()).toContain('"event":"config.inbox_shares_editor_origin"');
    await shared.close();
    const apart = await startSite({
      env: { ...editor, INBOX_ORIGIN: "https://inbox.nebulaforge.studio" },
    });
    expect(apart.logs()).not.toContain("config.inbox_shares_editor_origin");
    await apart.close();
  });
});
