import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher } from "../setup/mail-catcher";
import { readMail, type ReadMail } from "../setup/mail-message";
import { freshDatabase, startPostgres, type TestPostgres } from "../setup/postgres";
import { COOKIE, SITE, request, type Answer } from "./inbox-support";
import { startSite, waitFor, type Engine, type TestSite } from "./support";

/**
 * The inbox's limits and blocking guards over real HTTP, through the built
 * server, on SQLite and PostgreSQL (decision 0028, revision): a reply as long as
 * the form allows in any script is sent (the body limit counts percent-encoded
 * bytes, up to 9 a character), one longer comes back on the page with its text;
 * a colleague's replies are limited per hour with the text kept; the list's
 * "block senders" shows what it would block, then blocks it; the studio's own
 * domain is never blocked, a free-mail provider or a public suffix only when
 * confirmed.
 */
const engines: Engine[] = ["sqlite", "postgres"];
const MAIL_MAX = 3;

describe.each(engines)("the inbox's limits and blocking guards on %s", (engine) => {
  let postgres: TestPostgres | undefined;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  let site: TestSite;
  const mails: ReadMail[] = [];
  let sam: { id: number; token: string; csrfToken: string };

  beforeAll(async () => {
    smtp = await startMailCatcher(({ data }) => mails.push(readMail(data)));
    if (engine === "postgres") postgres = await startPostgres();
    site = await startSite({
      databaseUrl: postgres ? await freshDatabase(postgres.url) : undefined,
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        INBOX_REPLY_ADDRESS: "hello@studio.example",
        RATE_LIMIT_ENABLED: "true",
        RATE_LIMIT_MAX: "1000",
        POST_RATE_LIMIT_MAX: "1000",
        INBOX_MAIL_MAX_PER_HOUR: String(MAIL_MAX),
      },
    });
    sam = await colleague("sam@studio.example", "Sam Carter");
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
    await postgres?.stop();
  });

  async function colleague(email: string, name: string) {
    const staff = site.runtime.inbox.staff;
    const { staff: person } = await staff.invite(email, 60_000, name);
    const session = await staff.createSession(person.id, site.runtime.inbox.settings.session);
    return { id: person.id, ...session };
  }

  let created = 0;
  async function inquiry(email: string, message = "We need a flight trainer.") {
    created += 1;
    const stored = await site.runtime.store.create(
      {
        fullName: "Ada Lovelace",
        email,
        phone: "",
        company: "",
        country: "",
        inquiryType: "other",
        subject: `Inquiry ${created}`,
        message,
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      `limits-${engine}-${created}`,
    );
    return stored.id!;
  }

  const post = (
    who: { token: string; csrfToken: string },
    path: string,
    form: Record<string, string>,
  ) => request(site, path, { cookie: who.token, form: { csrf: who.csrfToken, ...form } });

  /** The list's bulk form as a browser posts it: an `id` per ticked box. */
  async function bulk(fields: [string, string][]): Promise<Answer> {
    const response = await fetch(`${site.url}/inbox?index`, {
      method: "POST",
      headers: { Cookie: `${COOKIE}=${sam.token}`, Origin: SITE },
      body: new URLSearchParams([["csrf", sam.csrfToken], ...fields]),
      redirect: "manual",
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  describe("long text in any script", () => {
    it("sends a reply of 20,000 characters in Chinese (180 KB as posted)", async () => {
      const id = await inquiry("li@example.com");
      const body = "語".repeat(20_000);
      const sent = await post(sam, `/inbox/${id}`, {
        intent: "reply",
        subject: "Re: 見積もりのお願い",
        body,
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe(`/inbox/${id}?done=sent`);
      await waitFor(() => mails.some((mail) => mail.text.includes(body)) || undefined);
      const [message] = await site.runtime.inbox.messages.thread(id);
      expect(message?.body).toBe(body);
    });

    it("gives a reply longer than the form allows back on the inquiry's page, with a clear message", async () => {
      const id = await inquiry("olga@example.com");
      const body = "Ж".repeat(20_001);
      const before = mails.length;
      const refused = await post(sam, `/inbox/${id}`, {
        intent: "reply",
        subject: "Re: Тренажёр",
        body,
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
      expect(refused.text).toContain(
        "A reply holds at most 20000 characters (20,000); this one has 20,001. Nothing was sent.",
      );
      expect(refused.text).toContain(body);
      await new Promise((done) => setTimeout(done, 300));
      expect(mails).toHaveLength(before);
      expect(await site.runtime.inbox.messages.thread(id)).toEqual([]);
    });

    it("keeps a note of 5,000 characters in Devanagari; a longer one comes back with its text", async () => {
      const id = await inquiry("ravi@example.com");
      const note = "क".repeat(5000);
      const added = await post(sam, `/inbox/${id}`, { intent: "note", body: note });
      expect(added.status).toBe(302);
      expect((await site.runtime.inbox.inbox.notes(id)).map((entry) => entry.body)).toEqual([note]);
      const tooLong = await post(sam, `/inbox/${id}`, { intent: "note", body: `${note}क` });
      expect(tooLong.status).toBe(400);
      expect(tooLong.text).toContain("A note holds at most 5,000 characters; this one has 5,001.");
      expect(tooLong.text).toContain(`${note}क`);
      expect(await site.runtime.inbox.inbox.notes(id)).toHaveLength(1);
    });
  });

  it("limits the replies one colleague sends in an hour, keeps the text, and leaves the others free", async () => {
    const max = await colleague("max@studio.example", "Max Weber");
    const id = await inquiry("grace@example.com");
    const reply = (who: typeof max, body: string) =>
      post(who, `/inbox/${id}`, { intent: "reply", subject: "Re: Inquiry", body });
    for (let n = 1; n <= MAIL_MAX; n++) {
      expect((await reply(max, `Reply ${n}`)).status).toBe(302);
    }
    await waitFor(
      () => mails.filter((mail) => /^Reply \d/.test(mail.text)).length === MAIL_MAX || undefined,
    );
    const limited = await reply(max, "One reply too many, kept for later");
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(
      "The reply was not sent: you have sent as many e-mails from the inbox this hour as one person may.",
    );
    expect(limited.text).toMatch(/send it again in (a minute|\d+ minutes)\./);
    expect(limited.text).toContain("One reply too many, kept for later");
    expect(await site.runtime.inbox.messages.thread(id)).toHaveLength(MAIL_MAX);
    // Counted per colleague: Sam can still answer.
    expect((await reply(sam, "Sam's own answer")).status).toBe(302);
    expect(site.logs()).toContain('"event":"inbox.reply_limited"');
  });

  describe("blocking the senders of several inquiries", () => {
    it("shows what it would block, then blocks the domain and moves the inquiries to Spam", async () => {
      const a = await inquiry("offers@seo-boost.example");
      const b = await inquiry("deals@mail.seo-boost.example");
      const ids: [string, string][] = [
        ["id", String(a)],
        ["id", String(b)],
      ];
      const preview = await bulk([["bulk", "block"], ...ids]);
      expect(preview.status).toBe(200);
      expect(preview.text).toContain("Block the senders of 2 selected inquiries?");
      expect(preview.text).toContain("offers@seo-boost.example (1 inquiry)");
      expect(preview.text).toContain("mail.seo-boost.example (1 inquiry)");
      expect(await site.runtime.inbox.blocked.list()).toEqual([]);

      const confirmed = await bulk([
        ["bulk", "block"],
        ["confirmBlock", "yes"],
        ["blockKind", "domain"],
        ["blockReason", "Link sellers"],
        ["markSpam", "yes"],
        ...ids,
      ]);
      expect(confirmed.status).toBe(302);
      const done = new URL(confirmed.headers.get("location")!, SITE).searchParams;
      expect(Object.fromEntries(done)).toMatchObject({
        done: "blocked",
        kind: "domain",
        n: "2",
        spam: "2",
      });
      const list = await request(site, `/inbox?${done}`, { cookie: sam.token });
      expect(list.text).toContain(
        "Blocked 2 domains: later inquiries from them go straight to Spam. 2 inquiries moved to Spam.",
      );
      const blocked = await site.runtime.inbox.blocked.list();
      expect(
        blocked.map((entry) => `${entry.kind} ${entry.value} (${entry.reason})`).sort(),
      ).toEqual([
        "domain mail.seo-boost.example (Link sellers)",
        "domain seo-boost.example (Link sellers)",
      ]);
      expect((await site.runtime.inbox.inbox.get(a))?.status).toBe("spam");
      const history = await site.runtime.inbox.inbox.audit({ submissionId: a });
      expect(history.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(["sender.blocked", "inquiry.status"]),
      );
      // Later inquiries from the domain land in Spam.
      const later = await inquiry("again@seo-boost.example");
      expect((await site.runtime.inbox.inbox.get(later))?.status).toBe("spam");
      for (const entry of blocked) await site.runtime.inbox.blocked.unblock(entry.id);
    });

    it("never blocks the studio's own domain, and a free-mail domain only when confirmed", async () => {
      const own = await inquiry("test@nebulaforge.studio");
      const free = await inquiry("someone@gmail.com");
      const ids: [string, string][] = [
        ["id", String(own)],
        ["id", String(free)],
      ];
      const confirm = (extra: [string, string][]) =>
        bulk([["bulk", "block"], ["confirmBlock", "yes"], ...extra, ...ids]);
      const ownRefused = await confirm([
        ["blockKind", "domain"],
        ["confirmWide", "yes"],
      ]);
      expect(ownRefused.status).toBe(400);
      expect(ownRefused.text).toContain(
        "Nothing was blocked. nebulaforge.studio is the studio&#x27;s own domain",
      );
      expect(ownRefused.text).toContain("Block the senders of 2 selected inquiries?");
      expect(await site.runtime.inbox.blocked.list()).toEqual([]);
      expect((await site.runtime.inbox.inbox.get(free))?.status).toBe("new");

      const freeOnly = await bulk([
        ["bulk", "block"],
        ["confirmBlock", "yes"],
        ["blockKind", "domain"],
        ["id", String(free)],
      ]);
      expect(freeOnly.status).toBe(400);
      expect(freeOnly.text).toContain("gmail.com is a free-mail provider");
      expect(await site.runtime.inbox.blocked.list()).toEqual([]);

      // Their addresses: allowed, the studio's own address included.
      const addresses = await confirm([["blockKind", "address"]]);
      expect(addresses.status).toBe(302);
      expect((await site.runtime.inbox.blocked.list()).map((entry) => entry.value).sort()).toEqual([
        "someone@gmail.com",
        "test@nebulaforge.studio",
      ]);
      // Without "move to Spam", the inquiries keep their status.
      expect((await site.runtime.inbox.inbox.get(free))?.status).toBe("new");
    });

    it("refuses the studio's own domain and a public suffix on the Blocked page too", async () => {
      const block = (value: string, extra: Record<string, string> = {}) =>
        post(sam, "/inbox/blocked", { intent: "block", kind: "domain", value, ...extra });
      for (const own of ["nebulaforge.studio", "www.nebulaforge.studio", "studio.example"]) {
        const refused = await block(own, { confirmWide: "yes" });
        expect(refused.status, own).toBe(400);
        expect(refused.text).toContain("the studio&#x27;s own domain");
      }
      const suffix = await block("co.uk");
      expect(suffix.status).toBe(400);
      expect(suffix.text).toContain("co.uk is a public suffix");
      expect((await block("co.uk", { confirmWide: "yes" })).status).toBe(302);
      const values = (await site.runtime.inbox.blocked.list()).map((entry) => entry.value);
      expect(values).toContain("co.uk");
      expect(values).not.toContain("nebulaforge.studio");
      expect(values).not.toContain("studio.example");
    });
  });
});
