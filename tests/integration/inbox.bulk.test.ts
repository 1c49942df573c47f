import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMailCatcher } from "../setup/mail-catcher";
import { CookieJar, passkeyCeremony, SoftAuthenticator } from "../setup/soft-authenticator";
import { COOKIE, SITE, type Answer } from "./inbox-support";
import { post, startSite, validInquiry, waitFor, type TestSite } from "./support";

/**
 * Bulk actions and blocked senders through the built server (decision 0028),
 * with SMTP set up and the contact form's rate limit on: a bulk assignment
 * sends each inquiry's notice as a single one does; refused input (an unknown
 * inquiry, a colleague who never accepted, no CSRF token) changes nothing; a
 * blocked sender's inquiries are answered as anyone's, stored as spam, and
 * still limited per client address.
 */
interface Mail {
  to: string[];
  text: string;
}

describe("bulk actions and blocked senders over HTTP", () => {
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  let site: TestSite;
  let mails: Mail[] = [];

  beforeAll(async () => {
    smtp = await startMailCatcher(({ to, data }) =>
      mails.push({ to, text: data.replace(/=\r?\n/g, "") }),
    );
    site = await startSite({
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        RATE_LIMIT_ENABLED: "true",
        RATE_LIMIT_MAX: "2",
        RATE_LIMIT_WINDOW_SECONDS: "600",
        TRUST_PROXY: "loopback",
      },
    });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    mails = [];
  });

  async function signedIn(email: string, name: string) {
    const { token, staff: person } = await site.runtime.inbox.staff.invite(email, 60_000, name);
    const jar = new CookieJar();
    const from = { url: site.url, origin: SITE, headers: { "X-Forwarded-For": "192.0.2.10" } };
    await passkeyCeremony(from, new SoftAuthenticator(SITE), jar, token);
    const session = await site.runtime.inbox.staff.readSession(
      jar.get(COOKIE),
      site.runtime.inbox.settings.session,
    );
    return { person, cookie: jar.get(COOKIE)!, csrf: session!.csrfToken };
  }

  /** The list's bulk form as a browser posts it (an `id` per ticked box). */
  async function bulk(
    who: { cookie: string; csrf: string },
    fields: [string, string][],
  ): Promise<Answer> {
    const body = new URLSearchParams([["csrf", who.csrf], ...fields]);
    const response = await fetch(`${site.url}/inbox?index`, {
      method: "POST",
      headers: { Cookie: `${COOKIE}=${who.cookie}`, Origin: SITE },
      body,
      redirect: "manual",
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  const inquiry = (subject: string) =>
    site.runtime.store.create(
      {
        fullName: "Ada Lovelace",
        email: "ada@analytical.example",
        phone: "",
        company: "",
        country: "",
        inquiryType: "other",
        subject,
        message: "Forty cadets, before March.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      `bulk-${subject}`,
    );

  it("assigns several inquiries at once: each is the colleague's, and one notice lists them all", async () => {
    const lead = await signedIn("lead@studio.example", "Lena Ortiz");
    const colleague = await signedIn("priya@studio.example", "Priya Nair");
    const pending = await site.runtime.inbox.staff.invite("pending@studio.example", 60_000);
    const a = (await inquiry("Trainer A")).id!;
    const b = (await inquiry("Trainer B")).id!;
    const ids: [string, string][] = [
      ["id", String(a)],
      ["id", String(b)],
    ];

    // Refused, nothing changed: a colleague who never accepted, an inquiry that does not exist, no token.
    const refusals = [
      await bulk(lead, [["bulk", "assign"], ["assignTo", String(pending.staff.id)], ...ids]),
      await bulk(lead, [["bulk", "archived"], ...ids, ["id", "999999"]]),
      await bulk(lead, [["bulk", "deleted"], ...ids]),
      await bulk(lead, [
        ["bulk", "archived"],
        ["id", "1; drop table staff"],
      ]),
      await bulk({ ...lead, csrf: "wrong" }, [["bulk", "archived"], ...ids]),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 403]);
    expect(refusals[0]!.text).toContain("Only colleagues who accepted their invitation");
    expect(refusals[1]!.text).toContain("One of the selected inquiries no longer exists");
    for (const id of [a, b]) {
      expect(await site.runtime.inbox.inbox.get(id)).toMatchObject({
        status: "new",
        assigneeId: null,
      });
    }

    await new Promise((done) => setTimeout(done, 300));
    mails = [];
    const done = await bulk(lead, [
      ["bulk", "assign"],
      ["assignTo", String(colleague.person.id)],
      ["status", "new"],
      ...ids,
    ]);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(
      `/inbox?status=new&done=assigned&n=2&to=${colleague.person.id}&told=1`,
    );
    for (const id of [a, b])
      expect((await site.runtime.inbox.inbox.get(id))?.assigneeId).toBe(colleague.person.id);
    // One notice listing both, not one e-mail per inquiry.
    const mail = await waitFor(
      () =>
        mails.find(
          (m) => m.to.includes("priya@studio.example") && m.text.includes("2 inquiries are yours"),
        ),
      { what: "the notice of the bulk assignment" },
    );
    expect(mail.text).toContain("Lena Ortiz assigned you 2 inquiries:");
    for (const id of [a, b]) {
      expect(mail.text).toContain(`#${id} from Ada Lovelace:`);
      expect(mail.text).toMatch(new RegExp(`/inbox/${id}\\r?\\n`));
    }
    expect(mail.text).toContain(`/inbox?assignee=${colleague.person.id}`);
    await new Promise((done) => setTimeout(done, 300));
    expect(mails.filter((m) => m.to.includes("priya@studio.example"))).toHaveLength(1);
    const page = await fetch(`${site.url}${done.headers.get("location")}`, {
      headers: { Cookie: `${COOKIE}=${lead.cookie}` },
    });
    expect(await page.text()).toContain(
      "2 inquiries assigned to Priya Nair. An e-mail with a link is on its way to them.",
    );
    const [summary] = await site.runtime.inbox.inbox.audit({ limit: 1 });
    expect(summary).toMatchObject({
      action: "inquiries.bulk-assigned",
      detail: "2 to priya@studio.example",
      submissionId: null,
    });
  });

  it("answers a blocked sender as anyone, stores the inquiry as spam, and still limits it per client address", async () => {
    await site.runtime.inbox.blocked.block({
      kind: "domain",
      value: "seo-boost.example",
      reason: "",
      staffId: null,
      actor: "lead@studio.example",
    });
    const from = { headers: { "X-Forwarded-For": "203.0.113.50" } };
    const spam = { ...validInquiry, email: "offers@seo-boost.example" };
    const answers = [];
    for (let n = 0; n < 3; n++) {
      answers.push(await post(site, { ...spam, subject: `Page one of Google, take ${n}` }, from));
    }
    const fine = await post(
      site,
      { ...validInquiry, subject: "A real lead" },
      {
        headers: { "X-Forwarded-For": "203.0.113.51" },
      },
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(fine.status).toBe(200);
    // The visitor's answer is anyone's success: nothing says the sender is blocked.
    for (const answer of [answers[0]!, answers[1]!, fine]) {
      expect(answer.text).toContain('"actionData":{"status":"success"}');
    }
    const stored = await site.runtime.inbox.inbox.all({});
    const bySubject = new Map(stored.map((row) => [row.subject, row.status]));
    expect(bySubject.get("Page one of Google, take 0")).toBe("spam");
    expect(bySubject.get("Page one of Google, take 1")).toBe("spam");
    expect(bySubject.has("Page one of Google, take 2")).toBe(false);
    expect(bySubject.get("A real lead")).toBe("new");
  });
});
