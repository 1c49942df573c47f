import { startMailCatcher } from "../setup/mail-catcher";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../setup/postgres";
import {
  addPasskey,
  CookieJar,
  passkeyCeremony,
  SoftAuthenticator,
} from "../setup/soft-authenticator";
import { COOKIE, request, SITE } from "./inbox-support";
import { startSite, waitFor, type TestSite } from "./support";

/**
 * The inbox's e-mails, where SMTP is set up: a sign-in link on request (the
 * same answer whether or not the address belongs to anyone, limited per
 * address), invitations sent from the inbox (recorded first, superseding,
 * never for a revoked person, nothing left when the send fails), a link to
 * add a passkey, and what happened to a person's passkeys. Through the built
 * server, on SQLite (the stores' engine-specific work is tested on both in
 * db/staff-store.test.ts), with a local SMTP server that keeps what it receives.
 */

interface Mail {
  to: string[];
  text: string;
}

/** A message's text with quoted-printable soft breaks and escapes undone. */
function decoded(data: string): string {
  return data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("the inbox's e-mails", () => {
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  let site: TestSite;
  let mails: Mail[];

  beforeAll(async () => {
    smtp = await startMailCatcher(({ to, data }) => mails.push({ to, text: decoded(data) }));
    const smtpPort = smtp.port;
    site = await startSite({
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
        RATE_LIMIT_ENABLED: "true",
        INBOX_SIGN_IN_MAX: "3",
        TRUST_PROXY: "loopback",
        NOTIFY_EMAIL_TO: "ops@studio.example",
      },
    });
    await site.runtime.inbox.staff.invite("maria@studio.example", 60_000);
  });
  afterAll(async () => {
    await site?.close();
    await smtp.close();
  });
  beforeEach(() => {
    mails = [];
  });

  async function askForLink(email: string, from = "198.51.100.1") {
    const response = await fetch(`${site.url}/inbox/sign-in`, {
      method: "POST",
      headers: { Origin: SITE, "X-Forwarded-For": from },
      body: new URLSearchParams({ email }),
    });
    return { status: response.status, text: await response.text() };
  }

  it("e-mails a sign-in link to a member of staff, and answers an unknown address the same", async () => {
    const known = await askForLink("Maria@Studio.example");
    const unknown = await askForLink("nobody@studio.example");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const notice = "If that address belongs to a member of staff, a sign-in link is on its way.";
    expect(known.text).toContain(notice);
    expect(unknown.text).toContain(notice);

    const mail = await waitFor(() => mails.find((m) => m.to.includes("maria@studio.example")), {
      what: "the sign-in e-mail",
    });
    const link = /https:\/\/www\.nebulaforge\.studio\/inbox\/link\?token=([\w-]{43})/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    expect(mails.some((m) => m.to.includes("nobody@studio.example"))).toBe(false);

    // The link signs in once.
    const signIn = () =>
      fetch(`${site.url}/inbox/link`, {
        method: "POST",
        headers: { Origin: SITE },
        body: new URLSearchParams({ token: link![1]! }),
        redirect: "manual",
      });
    const first = await signIn();
    expect(first.status).toBe(302);
    expect(first.headers.get("set-cookie")).toContain(`${COOKIE}=`);
    expect((await signIn()).headers.get("set-cookie")).toBeNull();
  });

  it("limits link requests per e-mail address, with the same answer", async () => {
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await askForLink("limited@studio.example", `203.0.113.${i}`));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const staff = await site.runtime.inbox.staff.invite("limited@studio.example", 60_000);
    expect(staff.staff.email).toBe("limited@studio.example");
    mails = [];
    await askForLink("limited@studio.example", "203.0.113.99");
    // Over the limit for this address: nothing is sent, though a new client address asked.
    await new Promise((done) => setTimeout(done, 300));
    expect(mails).toEqual([]);
  });

  it("sends an invitation from the inbox, recorded in the audit log", async () => {
    const maria = (await site.runtime.inbox.staff.byEmail("maria@studio.example"))!;
    const session = await site.runtime.inbox.staff.createSession(
      maria.id,
      site.runtime.inbox.settings.session,
    );
    const response = await fetch(`${site.url}/inbox/account`, {
      method: "POST",
      headers: { Origin: SITE, Cookie: `${COOKIE}=${session.token}` },
      body: new URLSearchParams({
        csrf: session.csrfToken,
        intent: "invite",
        email: "new@studio.example",
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Invitation sent to new@studio.example");
    const mail = await waitFor(() => mails.find((m) => m.to.includes("new@studio.example")), {
      what: "the invitation",
    });
    expect(mail.text).toMatch(/https:\/\/www\.nebulaforge\.studio\/inbox\/invite\?token=[\w-]{43}/);
    const audit = await site.runtime.inbox.inbox.audit();
    expect(audit[0]).toMatchObject({ actor: "maria@studio.example", action: "staff.invited" });
  });

  it("names a colleague invited from the inbox, and never renames one invited again", async () => {
    const { jar, csrf } = await signedIn("namer@studio.example");
    const invite = (name: string) =>
      request(site, "/inbox/account", {
        cookie: jar.get(COOKIE),
        form: { csrf, intent: "invite", email: "named@studio.example", name },
      });
    expect((await invite("Noor Haddad")).status).toBe(200);
    expect((await site.runtime.inbox.staff.byEmail("named@studio.example"))?.name).toBe(
      "Noor Haddad",
    );
    expect((await invite("Someone Else")).status).toBe(200);
    expect((await site.runtime.inbox.staff.byEmail("named@studio.example"))?.name).toBe(
      "Noor Haddad",
    );
    const tooLong = await invite("x".repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain("A name holds at most 100 characters.");
  });

  /** A signed-in person (invited, with a passkey); their session's cookie jar and CSRF token. */
  async function signedIn(email: string, device = new SoftAuthenticator(SITE)) {
    const { token, staff: person } = await site.runtime.inbox.staff.invite(email, 60_000);
    const jar = new CookieJar();
    const from = { url: site.url, origin: SITE, headers: { "X-Forwarded-For": "192.0.2.10" } };
    await passkeyCeremony(from, device, jar, token);
    const session = await site.runtime.inbox.staff.readSession(
      jar.get(COOKIE),
      site.runtime.inbox.settings.session,
    );
    return { person, device, jar, csrf: session!.csrfToken, from };
  }

  const invitationLink = (mail: Mail) =>
    /https:\/\/www\.nebulaforge\.studio\/inbox\/invite\?token=([\w-]{43})/.exec(mail.text)?.[1];

  it("an invitation from the inbox is recorded before it is sent, and cancels the earlier one", async () => {
    const { jar, csrf } = await signedIn("inviter@studio.example");
    const invite = () =>
      request(site, "/inbox/account", {
        cookie: jar.get(COOKIE),
        form: { csrf, intent: "invite", email: "again@studio.example" },
      });
    expect((await invite()).text).toContain("Invitation sent to again@studio.example");
    const first = invitationLink(
      await waitFor(() => mails.find((m) => m.to.includes("again@studio.example"))),
    );
    mails = [];
    await invite();
    const second = invitationLink(
      await waitFor(() => mails.find((m) => m.to.includes("again@studio.example"))),
    );
    expect(first).not.toBe(second);
    expect(await site.runtime.inbox.staff.peekLink(first, "invite")).toBeUndefined();
    expect(await site.runtime.inbox.staff.peekLink(second, "invite")).toBeDefined();
    // Whoever runs the site hears of every invitation made in the inbox.
    const told = await waitFor(() =>
      mails.find((m) => m.to.includes("ops@studio.example") && /invited again@/.test(m.text)),
    );
    expect(told.text).toContain("npm run inquiries -- staff revoke again@studio.example");
    const page = await request(site, `/inbox/invite?token=${first}`);
    expect(page.text).toContain("This invitation does not work");
  });

  it("refuses to invite a revoked person from the inbox: only the operator lets them back in", async () => {
    const { jar, csrf } = await signedIn("colleague@studio.example");
    await signedIn("gone@studio.example");
    const gone = (await site.runtime.inbox.staff.revoke("gone@studio.example"))!;
    const answer = await request(site, "/inbox/account", {
      cookie: jar.get(COOKIE),
      form: { csrf, intent: "invite", email: "Gone@Studio.example" },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("gone@studio.example was revoked.");
    expect((await site.runtime.inbox.staff.byId(gone.id))?.revokedAt).not.toBeNull();
    const links = await site.runtime.inbox.staff.db
      .selectFrom("staffLinks")
      .selectAll()
      .where("staffId", "=", gone.id)
      .execute();
    expect(links).toEqual([]);
    await new Promise((done) => setTimeout(done, 200));
    expect(
      mails.filter((m) => m.to.includes("gone@studio.example") && /invited/.test(m.text)),
    ).toEqual([]);
    const audit = await site.runtime.inbox.inbox.audit({ limit: 5 });
    expect(audit[0]).toMatchObject({
      actor: "colleague@studio.example",
      action: "staff.invite-refused",
      detail: "gone@studio.example: revoked",
    });
  });

  it("tells the person by e-mail when a passkey is added or removed", async () => {
    const { device, jar, csrf, from } = await signedIn("noticed@studio.example");
    const added = await waitFor(() =>
      mails.find((m) => m.to.includes("noticed@studio.example") && /was added/.test(m.text)),
    );
    expect(added.text).toContain("with an invitation");
    mails = [];
    const key = new SoftAuthenticator(SITE);
    await addPasskey(from, jar, csrf, device, key, "Blue key");
    const second = await waitFor(() => mails.find((m) => m.to.includes("noticed@studio.example")));
    expect(second.text).toContain('A passkey named "Blue key" was added to your account');
    mails = [];
    await request(site, "/inbox/account", {
      cookie: jar.get(COOKIE),
      form: { csrf, intent: "remove-passkey", passkey: key.id },
    });
    const removed = await waitFor(() => mails.find((m) => m.to.includes("noticed@studio.example")));
    expect(removed.text).toContain('The passkey named "Blue key" was removed');
    expect(removed.text).toContain("You have 1 passkey left.");
  });

  it("e-mails a link that adds a passkey, for someone with none at hand; it works once", async () => {
    const { person, jar, csrf } = await signedIn("no-device@studio.example");
    const asked = await request(site, "/inbox/account", {
      cookie: jar.get(COOKIE),
      form: { csrf, intent: "passkey-link" },
    });
    expect(asked.text).toContain("A link to add a passkey is on its way");
    const mail = await waitFor(() =>
      mails.find((m) => m.to.includes("no-device@studio.example") && /new-passkey/.test(m.text)),
    );
    const token = /\/inbox\/new-passkey\?token=([\w-]{43})/.exec(mail.text)![1]!;
    const page = await request(site, `/inbox/new-passkey?token=${token}`);
    expect(page.text).toContain("Add a passkey");
    const laptop = new SoftAuthenticator(SITE);
    const other = new CookieJar();
    const at = { url: site.url, origin: SITE, headers: { "X-Forwarded-For": "192.0.2.11" } };
    await passkeyCeremony(at, laptop, other, token);
    expect(other.get(COOKIE)).toBeDefined();
    expect(await site.runtime.inbox.staff.passkeysOf(person.id)).toHaveLength(2);
    await expect(
      passkeyCeremony(at, new SoftAuthenticator(SITE), new CookieJar(), token),
    ).rejects.toThrow(/400/);
  });

  it("tells the person and whoever runs the site when a copy of a passkey signs", async () => {
    const { device, from } = await signedIn("copied@studio.example");
    const copy = device.clone();
    await passkeyCeremony(from, device, new CookieJar());
    mails = [];
    await expect(passkeyCeremony(from, copy, new CookieJar())).rejects.toThrow(/400/);
    const person = await waitFor(() =>
      mails.find(
        (m) => m.to.includes("copied@studio.example") && /copy of your passkey/.test(m.text),
      ),
    );
    expect(person.text).toContain("the passkey's signature counter went backwards");
    const ops = await waitFor(() => mails.find((m) => m.to.includes("ops@studio.example")));
    expect(ops.text).toContain("npm run inquiries -- staff revoke copied@studio.example");
  });

  it("tells a colleague who is given an inquiry, by e-mail with a link; status and assignee saved together", async () => {
    const lead = await signedIn("lead@studio.example");
    const colleague = await signedIn("priya@studio.example");
    await site.runtime.inbox.staff.db
      .updateTable("staff")
      .set({ name: "Priya Nair" })
      .where("id", "=", colleague.person.id)
      .execute();
    await site.runtime.inbox.staff.db
      .updateTable("staff")
      .set({ name: "Lena Ortiz" })
      .where("id", "=", lead.person.id)
      .execute();
    const pending = await site.runtime.inbox.staff.invite("pending@studio.example", 60_000);
    const { id } = await site.runtime.store.create(
      {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        phone: "+44 20 7946 0018",
        company: "",
        country: "",
        inquiryType: "other",
        subject: "A flight trainer",
        message: "Forty cadets, before March.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      "assign-notice",
    );
    const cookie = lead.jar.get(COOKIE);
    // Someone who never accepted the invitation cannot be given it.
    const refused = await request(site, `/inbox/${id}`, {
      cookie,
      form: {
        csrf: lead.csrf,
        intent: "work",
        status: "in-progress",
        assignee: String(pending.staff.id),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Only colleagues who accepted their invitation");
    expect((await site.runtime.inbox.inbox.get(id!))?.status).toBe("new");

    const saved = await request(site, `/inbox/${id}`, {
      cookie,
      form: {
        csrf: lead.csrf,
        intent: "work",
        status: "in-progress",
        assignee: String(colleague.person.id),
      },
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/inbox/${id}?done=told`);
    expect(await site.runtime.inbox.inbox.get(id!)).toMatchObject({
      status: "in-progress",
      assigneeId: colleague.person.id,
    });
    const mail = await waitFor(
      () =>
        mails.find(
          (m) =>
            m.to.includes("priya@studio.example") && m.text.includes(`Inquiry #${id} is yours`),
        ),
      { what: "the assignment notice" },
    );
    expect(mail.text).toContain(`Lena Ortiz assigned you inquiry #${id} from Ada Lovelace`);
    expect(mail.text).toContain(`https://www.nebulaforge.studio/inbox/${id}`);

    const page = await request(site, `/inbox/${id}?done=told`, { cookie });
    expect(page.text).toContain("Saved. An e-mail with a link is on its way to them.");
    expect(page.text).toContain("Lena Ortiz changed the status from New to In progress.");
    expect(page.text).toContain("Lena Ortiz assigned it to Priya Nair.");
    expect(page.text).toContain('href="tel:+442079460018"');
    // Saving again with nothing changed says so, and sends nothing.
    // (The passkeys' notices of the sign-ups above have arrived by now too.)
    await new Promise((done) => setTimeout(done, 300));
    mails = [];
    const again = await request(site, `/inbox/${id}`, {
      cookie,
      form: {
        csrf: lead.csrf,
        intent: "work",
        status: "in-progress",
        assignee: String(colleague.person.id),
      },
    });
    expect(again.headers.get("location")).toBe(`/inbox/${id}?done=unchanged`);
    // Assigning oneself sends no notice.
    await request(site, `/inbox/${id}`, {
      cookie,
      form: { csrf: lead.csrf, intent: "assign", assignee: String(lead.person.id) },
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(mails).toEqual([]);
    expect((await site.runtime.inbox.inbox.get(id!))?.status).toBe("in-progress");
  });
});

describe("the inbox's invitations when the e-mail cannot be sent", () => {
  it("records the attempt first, and leaves neither the person nor a link behind", async () => {
    const closed = await freePort(4460);
    const site = await startSite({ env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(closed) } });
    try {
      const staff = site.runtime.inbox.staff;
      const { staff: inviter } = await staff.invite("sender@studio.example", 60_000);
      const session = await staff.createSession(inviter.id, site.runtime.inbox.settings.session);
      const answer = await request(site, "/inbox/account", {
        cookie: session.token,
        form: { csrf: session.csrfToken, intent: "invite", email: "unsent@studio.example" },
      });
      expect(answer.status).toBe(400);
      expect(answer.text).toContain("The invitation could not be sent");
      expect(await staff.byEmail("unsent@studio.example")).toBeUndefined();
      const links = await staff.db.selectFrom("staffLinks").selectAll().execute();
      expect(links.filter((link) => link.staffId !== inviter.id)).toEqual([]);
      const audit = await site.runtime.inbox.inbox.audit();
      expect(audit.slice(0, 2).map((e) => `${e.action} ${e.detail}`)).toEqual([
        "staff.invitation-not-sent unsent@studio.example",
        "staff.invited unsent@studio.example",
      ]);
    } finally {
      await site.close();
    }
  });
});
