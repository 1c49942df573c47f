import { startMailCatcher } from "../setup/mail-catcher";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSite, waitFor, type TestSite } from "./support";

/**
 * The inbox's e-mails, where SMTP is set up: a sign-in link on request (the
 * same answer whether or not the address belongs to anyone, limited per
 * address), and invitations sent from the inbox. Through the built server, on
 * SQLite, with a local SMTP server that keeps what it receives.
 */
const SITE = "https://www.nebulaforge.studio";
const COOKIE = "__Host-studio-staff";

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
});
