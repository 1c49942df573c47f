import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher } from "../setup/mail-catcher";
import { readMail, type ReadMail } from "../setup/mail-message";
import { request } from "./inbox-support";
import { startSite, waitFor, type TestSite } from "./support";

/**
 * Replies sent from an inquiry's page over real HTTP, through the built server
 * (on SQLite; the store's work is tested on both engines in
 * db/inquiry-messages-store.test.ts), to a local SMTP server: what leaves
 * (From, To, Reply-To with the inquiry's token, Message-ID, In-Reply-To, the
 * text), what is kept and shown, the session and CSRF checks, a form posted
 * twice, a mail server that refuses (nothing recorded, the text given back),
 * and a server without SMTP (what setting it up gives, the mailto link).
 * Ports in this worktree's range: 8620 and up.
 */
const SMTP_PORT = 8620;

describe("replies sent from the inbox", () => {
  let smtp: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
  let site: TestSite;
  let bare: TestSite;
  let inquiryId: number;
  let session: { token: string; csrfToken: string };
  const mails: ReadMail[] = [];

  beforeAll(async () => {
    smtp = await startMailCatcher(({ data }) => mails.push(readMail(data)), SMTP_PORT);
    site = await startSite({
      port: 8621,
      env: {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(SMTP_PORT),
        INBOX_REPLY_ADDRESS: "hello@studio.example",
      },
    });
    bare = await startSite({ port: 8622 });
    const created = await site.runtime.store.create(
      {
        fullName: "Ada <b>Lovelace</b>",
        email: "ada@example.com",
        phone: "",
        company: "Analytical Engines",
        country: "",
        inquiryType: "simulation",
        subject: "A flight trainer",
        message: "We need a drone trainer.\nBefore March.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      "replies-key",
    );
    inquiryId = created.id!;
    const staff = site.runtime.inbox.staff;
    const { staff: sam } = await staff.invite("sam@studio.example", 60_000, "Sam Carter");
    session = await staff.createSession(sam.id, site.runtime.inbox.settings.session);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await bare?.close();
    await smtp?.close();
  });

  const page = (template = "") =>
    request(site, `/inbox/${inquiryId}${template ? `?template=${template}` : ""}`, {
      cookie: session.token,
    });
  const send = (form: Record<string, string>, csrf = session.csrfToken) =>
    request(site, `/inbox/${inquiryId}`, {
      cookie: session.token,
      form: { csrf, intent: "reply", ...form },
    });
  const keyIn = (html: string) => /name="replyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];

  it("prefills the reply, and a template fills it with the inquiry's fields", async () => {
    const plain = await page();
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('value="Re: A flight trainer"');
    expect(plain.text).toContain("Hello Ada &lt;b&gt;Lovelace&lt;/b&gt;,");
    expect(plain.text).toContain("&gt; We need a drone trainer.\n&gt; Before March.");
    expect(plain.text).toContain(
      "From Sam Carter &lt;hello@studio.example&gt;, to ada@example.com",
    );
    // Without IMAP, the answer stays in the studio's mailbox: the page says so, and what reading it gives.
    expect(plain.text).toContain("Their answer arrives in the studio’s mailbox, not here.");
    expect(plain.text).toContain("answers join this conversation by themselves");
    const brief = await page("send-your-brief");
    expect(brief.text).toContain("Could you send us a short brief covering:");
    expect(brief.text).toContain('<option value="send-your-brief" selected="">');
    expect(brief.text).not.toMatch(/\{(name|company|subject|sender)\}/);
    expect((await page("book-a-call")).text).toContain("what Analytical Engines has in mind");
  });

  it("sends nothing without the session's CSRF token", async () => {
    const refused = await send({ subject: "Re: x", body: "Hello" }, "x".repeat(43));
    expect(refused.status).toBe(403);
    const stranger = await request(site, `/inbox/${inquiryId}`, {
      form: { csrf: session.csrfToken, intent: "reply", subject: "Re: x", body: "Hello" },
    });
    expect(stranger.status).not.toBe(200);
    await new Promise((done) => setTimeout(done, 300));
    expect(mails).toHaveLength(0);
    expect(await site.runtime.inbox.messages.thread(inquiryId)).toEqual([]);
  });

  it("sends the reply from the studio under the colleague's name, keeps it and marks the inquiry replied", async () => {
    const key = keyIn((await page()).text)!;
    const body =
      "Hello Ada,\n\nThanks: a call on Tuesday?\n\nOn 27 Nov, Ada wrote:\n> We need a drone trainer.";
    const sent = await send({ subject: "Re: A flight trainer", body, replyKey: key });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/inbox/${inquiryId}?done=sent`);
    await waitFor(() => mails.length === 1 || undefined);
    const mail = mails[0]!;
    expect(mail.header("from")).toBe("Sam Carter <hello@studio.example>");
    expect(mail.header("to")).toBe("ada@example.com");
    expect(mail.header("subject")).toBe("Re: A flight trainer");
    expect(mail.header("reply-to")).toMatch(/^hello\+inquiry-[0-9a-f]{20}@studio\.example$/);
    expect(mail.header("in-reply-to")).toBeUndefined();
    expect(mail.text.trim()).toBe(body);

    const [stored] = await site.runtime.inbox.messages.thread(inquiryId);
    expect(stored).toMatchObject({ direction: "out", author: "Sam Carter", body });
    expect(mail.header("message-id")).toBe(stored!.messageId);
    expect(mail.header("reply-to")).toContain(stored!.replyToken);
    expect((await site.runtime.inbox.inbox.get(inquiryId))?.status).toBe("replied");

    const shown = await request(site, `/inbox/${inquiryId}?done=sent`, { cookie: session.token });
    expect(shown.text).toContain("Reply sent. It is in the conversation below");
    expect(shown.text).toContain("Sam Carter wrote to ada@example.com");
    expect(shown.text).toContain("Thanks: a call on Tuesday?");
    expect(shown.text).toContain("Sam Carter replied to the person by e-mail from the inbox.");
    expect(shown.text).toContain("Sam Carter changed the status from New to Replied.");

    // The same form again (a double press, a resent reload): no second e-mail.
    const again = await send({ subject: "Re: A flight trainer", body, replyKey: key });
    expect(again.status).toBe(302);
    await new Promise((done) => setTimeout(done, 300));
    expect(mails).toHaveLength(1);
  });

  it("threads the next reply under the last message, with the same token", async () => {
    const key = keyIn((await page()).text)!;
    const sent = await send({
      subject: "Re: A flight trainer",
      body: "One more thing.",
      replyKey: key,
    });
    expect(sent.status).toBe(302);
    await waitFor(() => mails.length === 2 || undefined);
    const [first, second] = await site.runtime.inbox.messages.thread(inquiryId);
    expect(mails[1]!.header("in-reply-to")).toBe(first!.messageId);
    expect(mails[1]!.header("references")).toBe(first!.messageId);
    expect(second!.inReplyTo).toBe(first!.messageId);
    expect(mails[1]!.header("reply-to")).toBe(mails[0]!.header("reply-to"));
  });

  it("sends one e-mail when the same form is posted several times at once", async () => {
    const key = keyIn((await page()).text)!;
    const before = (await site.runtime.inbox.messages.thread(inquiryId)).length;
    const mailsBefore = mails.length;
    const posts = await Promise.all(
      [1, 2, 3, 4].map(() =>
        send({ subject: "Re: A flight trainer", body: "Pressed four times.", replyKey: key }),
      ),
    );
    // Each post answers as the one that was sent: the others waited for its outcome.
    expect(posts.map((post) => [post.status, post.headers.get("location")])).toEqual(
      Array.from({ length: 4 }, () => [302, `/inbox/${inquiryId}?done=sent`]),
    );
    await waitFor(() => mails.length === mailsBefore + 1 || undefined);
    await new Promise((done) => setTimeout(done, 300));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(await site.runtime.inbox.messages.thread(inquiryId)).toHaveLength(before + 1);
  });

  it("refuses an empty reply and keeps what was typed", async () => {
    const refused = await send({ subject: "  ", body: "Kept <words>" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Write a subject.");
    expect(refused.text).toContain("Kept &lt;words&gt;");
  });

  it("says so when the mail server refuses, records nothing, and gives the text back", async () => {
    await smtp!.close();
    smtp = undefined;
    const before = await site.runtime.inbox.messages.thread(inquiryId);
    const audit = await site.runtime.inbox.inbox.audit({ submissionId: inquiryId });
    const key = keyIn((await page()).text)!;
    const failed = await send({
      subject: "Re: A flight trainer",
      body: "Typed with care, not to be lost.",
      replyKey: key,
    });
    // Its place, claimed before the send, is given up: the form can be sent again.
    expect(await site.runtime.inbox.messages.byClientKey(key)).toBeUndefined();
    expect(failed.status).toBe(502);
    expect(failed.text).toContain("The reply was not sent: the mail server did not accept it.");
    expect(failed.text).toContain("Typed with care, not to be lost.");
    expect(await site.runtime.inbox.messages.thread(inquiryId)).toEqual(before);
    expect(await site.runtime.inbox.inbox.audit({ submissionId: inquiryId })).toEqual(audit);
    expect(site.logs()).toContain('"event":"inbox.reply_failed"');
    expect(site.logs()).not.toContain("Typed with care");
    expect(site.logs()).not.toContain("ada@example.com");
  });

  it("without SMTP, says what setting it up gives and keeps the mailto link", async () => {
    const created = await bare.runtime.store.create(
      {
        fullName: "Grace Hopper",
        email: "grace@example.com",
        phone: "",
        company: "",
        country: "",
        inquiryType: "other",
        subject: "Compilers",
        message: "Hello.",
        budget: "",
        timeline: "",
        serviceType: "",
        consent: true,
      },
      "bare-key",
    );
    const staff = bare.runtime.inbox.staff;
    const { staff: pat } = await staff.invite("pat@studio.example", 60_000, "Pat");
    const own = await staff.createSession(pat.id, bare.runtime.inbox.settings.session);
    const shown = await request(bare, `/inbox/${created.id}`, { cookie: own.token });
    expect(shown.text).toContain("Once the site can send e-mail, replies are written and sent");
    expect(shown.text).toContain("answers come back into this conversation");
    expect(shown.text).toContain('href="mailto:grace%40example.com?subject=Re%3A%20Compilers"');
    expect(shown.text).not.toContain('name="replyKey"');
    const refused = await request(bare, `/inbox/${created.id}`, {
      cookie: own.token,
      form: { csrf: own.csrfToken, intent: "reply", subject: "Re: Compilers", body: "Hi" },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("E-mail is not set up on this server");
    expect(await bare.runtime.inbox.messages.thread(created.id!)).toEqual([]);
  });
});
