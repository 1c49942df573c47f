import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { migrate, openDatabase } from "../../db/database";
import { InquiryStore } from "../../db/inquiry-store";
import { startDovecot, type TestDovecot } from "../setup/dovecot";
import { startMailCatcher } from "../setup/mail-catcher";
import { readMail, type ReadMail } from "../setup/mail-message";

/**
 * A reply written and sent from an inquiry's page, in Chromium at 390 and 1280
 * px: a template chosen, the text edited, the reply sent through the site's
 * SMTP settings to the local SMTP catcher (its To, From, Reply-To, Subject,
 * In-Reply-To and text checked), the conversation shown on the page, a second
 * reply threaded under the first, the person's answer (HTML mail) read back
 * from a real IMAP server into the conversation, the inquiry waiting for us
 * again, and axe on the page with its thread.
 *
 * Its own built server on http://localhost:PORT (passkeys need a host name)
 * with SMTP and IMAP set up, a fresh SQLite folder, the catcher beside it
 * (ports E2E_PORT + 90 and up, one pair per worker and project) and a
 * throwaway Dovecot (tests/setup/dovecot.ts) on a free port from E2E_PORT + 600.
 */
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const screenshots = process.env.INBOX_SCREENSHOTS;

test.describe.serial("replies from the inbox", () => {
  let server: ChildProcess;
  let dataDir: string;
  let url: string;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  let serverEnv: NodeJS.ProcessEnv;
  let imap: TestDovecot;
  let context: BrowserContext;
  let page: Page;
  const caught: ReadMail[] = [];
  // What reached the person (the inbox also tells Sam that a passkey was added).
  const mails = () => caught.filter((mail) => mail.header("to") === "priya@lumen-learning.example");

  test.beforeAll(async ({ browser }, info) => {
    // A built server, an SMTP catcher, a Dovecot and a passkey registration: on two shared
    // cores under load this took more than the default 30 s once in three runs.
    test.setTimeout(60_000);
    const base =
      Number(process.env.E2E_PORT ?? 3210) +
      90 +
      info.parallelIndex * 4 +
      (info.project.name === "mobile" ? 2 : 0);
    smtp = await startMailCatcher(({ data }) => caught.push(readMail(data)), base + 1);
    imap = await startDovecot({ user: "hello@studio.example", basePort: base + 600 });
    dataDir = mkdtempSync(join(tmpdir(), "studio-replies-e2e-"));
    url = `http://localhost:${base}`;
    const env = {
      ...process.env,
      PORT: String(base),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(base + 1),
      INBOX_REPLY_ADDRESS: "hello@studio.example",
      IMAP_HOST: imap.host,
      IMAP_PORT: String(imap.port),
      IMAP_SECURE: "false",
      IMAP_USER: imap.user,
      IMAP_PASS: imap.pass,
      // Every second: the test waits for the answer, not for the studio's five minutes.
      IMAP_POLL_MINUTES: "0.02",
    };
    // Stored before the server starts: its mailbox reader then writes every second, and a
    // second process writing into the same SQLite file meanwhile could find it locked.
    const handle = openDatabase({ dataDir });
    try {
      await migrate(handle);
      await new InquiryStore(handle).create(
        {
          fullName: "Priya Raman",
          email: "priya@lumen-learning.example",
          phone: "",
          company: "Lumen Learning",
          country: "IN",
          inquiryType: "ai",
          subject: "An AI tutor for our language courses",
          message:
            "We would like a chatbot that helps students practise conversation between lessons.\n\nCould you build one for Spanish and French first?",
          budget: "",
          timeline: "",
          serviceType: "",
          consent: true,
        },
        "replies-e2e-1",
      );
    } finally {
      await handle.close();
    }
    server = spawn("node", [join(buildDir, "server", "main.js")], { env, stdio: "inherit" });
    let up = false;
    for (let i = 0; i < 200 && !up; i++) {
      up = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!up) await new Promise((done) => setTimeout(done, 100));
    }
    if (!up) throw new Error(`the inbox's server did not start on ${url}`);

    serverEnv = env;
    ({ context, page } = await signUp(browser, info, "sales@studio.example", "Sam Carter"));
  });

  /** A colleague invited with the CLI, signed up in a browser context of their own with a passkey. */
  async function signUp(
    browser: Browser,
    info: TestInfo,
    address: string,
    name: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const out = execFileSync(
      "node",
      [join(buildDir, "cli", "inquiries.js"), "invite", address, "--name", name],
      { env: serverEnv, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    const invitation = /http:\/\/localhost:\d+\/inbox\/invite\?token=[\w-]+/.exec(out)?.[0];
    if (!invitation) throw new Error(`no invitation link in: ${out}`);
    const own = await browser.newContext({ ...info.project.use, baseURL: url });
    const ownPage = await own.newPage();
    ownPage.on("pageerror", (error) => {
      throw error;
    });
    const cdp = await own.newCDPSession(ownPage);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await ownPage.goto(invitation);
    await ownPage.getByRole("button", { name: "Create my passkey" }).click();
    await ownPage.waitForURL(`${url}/inbox`);
    return { context: own, page: ownPage };
  }
  test.afterAll(async () => {
    await context?.close();
    server?.kill("SIGTERM");
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("a reply from a template, sent, kept in the conversation, the next one threaded, and the answer read back", async () => {
    // Two replies, a mail server's round trip and the reader's poll: more than the default 30 s on two busy cores.
    test.setTimeout(90_000);
    await page.getByRole("link", { name: /An AI tutor for our language courses/ }).click();
    await page.getByRole("link", { name: "Write a reply" }).click();
    await expect(page).toHaveURL(/#reply$/);

    const body = page.getByLabel("Message");
    await expect(body).toHaveValue(/^Hello Priya Raman,\n\nThank you for your inquiry about/);
    await page.getByLabel("Start from a template").selectOption({ label: "Send us your brief" });
    await page.getByRole("button", { name: "Use template" }).click();
    await expect(body).toHaveValue(/Could you send us a short brief covering:/);
    await expect(page.getByLabel("Subject")).toHaveValue(
      "Re: An AI tutor for our language courses",
    );
    const drafted = await body.inputValue();
    expect(drafted).toContain("Best regards,\nSam Carter\n\nOn ");
    expect(drafted).toContain(
      "> We would like a chatbot that helps students practise conversation between lessons.\n>\n> Could you build one",
    );
    const written = drafted.replace(
      "A page or two is plenty",
      "Spanish and French first sounds right to us. A page or two is plenty",
    );
    await body.fill(written);
    await page.getByRole("button", { name: "Send reply" }).click();

    await expect(page.getByRole("status")).toHaveText(
      "Reply sent. It is in the conversation below, and the inquiry is marked as replied.",
    );
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(conversation.getByRole("article")).toHaveCount(1);
    await expect(conversation.getByRole("article")).toContainText(
      "Sam Carter wrote to priya@lumen-learning.example",
    );
    await expect(conversation.getByRole("article")).toContainText(
      "Spanish and French first sounds right to us.",
    );
    await expect(
      page.getByText("Sam Carter replied to the person by e-mail from the inbox."),
    ).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("replied");

    await expect.poll(() => mails().length).toBe(1);
    const first = mails()[0]!;
    // The inbox's other e-mails still come from the site's sender (NOTIFY_EMAIL_FROM).
    const notice = caught.find((mail) => mail.header("to") === "sales@studio.example");
    expect(notice?.header("from")).toBe("Nebula Forge website <website@nebulaforge.studio>");
    expect(first.header("to")).toBe("priya@lumen-learning.example");
    expect(first.header("from")).toBe("Sam Carter <hello@studio.example>");
    expect(first.header("subject")).toBe("Re: An AI tutor for our language courses");
    expect(first.header("reply-to")).toMatch(/^hello\+inquiry-[0-9a-f]{20}@studio\.example$/);
    expect(first.header("in-reply-to")).toBeUndefined();
    expect(first.header("message-id")).toMatch(/^<[0-9a-f-]{36}@studio\.example>$/);
    expect(first.text.trim()).toBe(written.trim());

    // A second reply answers the first: In-Reply-To and References name it.
    await page
      .getByLabel("Message")
      .fill("Hello Priya,\n\nOne more question: how many students?\n\nSam");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(conversation.getByRole("article")).toHaveCount(2);
    await expect.poll(() => mails().length).toBe(2);
    expect(mails()[1]!.header("in-reply-to")).toBe(first.header("message-id"));
    expect(mails()[1]!.header("references")).toBe(first.header("message-id"));
    expect(mails()[1]!.header("reply-to")).toBe(first.header("reply-to"));
    expect(mails()[1]!.text.trim()).toBe(
      "Hello Priya,\n\nOne more question: how many students?\n\nSam",
    );
    // Newest last.
    await expect(conversation.getByRole("article").last()).toContainText("how many students?");
    await expect(page.getByText("Their answer comes back into this conversation")).toBeVisible();

    // Priya answers from her mail program (in HTML): the server reads it from the studio's
    // mailbox into the conversation, as text, and the inquiry waits for us again.
    const second = mails()[1]!;
    await imap.deliver(
      [
        "From: Priya Raman <priya@lumen-learning.example>",
        `To: ${second.header("reply-to")}`,
        "Subject: Re: An AI tutor for our language courses",
        `Message-ID: <answer-${Date.now()}@lumen-learning.example>`,
        `In-Reply-To: ${second.header("message-id")}`,
        `References: ${first.header("message-id")} ${second.header("message-id")}`,
        "MIME-Version: 1.0",
        "Content-Type: text/html; charset=utf-8",
        "",
        '<p>About <b>120 students</b> a term.</p><script>document.title="owned"</script><img src="https://tracker.example/p.gif">' +
          "<p>On Monday, Sam Carter wrote:</p><blockquote><p>Hello Priya,</p><p>how many students take the course each term?</p><p>Best regards,</p><p>Sam</p></blockquote>",
      ].join("\r\n"),
    );
    // The inquiry's own address, without the "Reply sent" notice of the last action.
    const inquiryPath = new URL(page.url()).pathname;
    await expect
      .poll(
        async () => {
          await page.goto(inquiryPath);
          return conversation.getByRole("article").count();
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(3);
    const answer = conversation.getByRole("article").last();
    await expect(answer).toContainText("priya@lumen-learning.example wrote");
    await expect(answer).toContainText("About 120 students a term.");
    await expect(answer).not.toContainText("<b>");
    await expect(answer.locator("b, img, script")).toHaveCount(0);
    expect(await page.title()).not.toBe("owned");
    // The thread her mail program quoted back is folded, one press away.
    const quoted = answer.getByText("how many students take the course each term?");
    await expect(quoted).toBeHidden();
    await answer.getByText("Earlier messages, as quoted").click();
    await expect(quoted).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("in-progress");
    await expect(
      page.getByText("The inbox added the person's answer by e-mail to the conversation."),
    ).toBeVisible();
    await expect(
      page.getByText("The inbox changed the status from Replied to In progress."),
    ).toBeVisible();
    // The studio's mailbox is only read: the answer is still there, unmarked.
    const kept = await imap.messages();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.flags).not.toContain("\\Seen");

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      const width = page.viewportSize()!.width;
      await page.screenshot({
        path: join(screenshots, `inbox-reply-${width}.png`),
        fullPage: true,
      });
    }
  });

  test("assigning tells the colleague by e-mail, and the notice's link opens the inquiry for them", async ({
    browser,
  }, info) => {
    const lena = await signUp(browser, info, "lena@studio.example", "Lena Ortiz");
    try {
      await page.goto("/inbox");
      await page.getByRole("link", { name: /An AI tutor for our language courses/ }).click();
      await page.waitForURL(/\/inbox\/\d+$/);
      const inquiryUrl = page.url();
      await page.getByLabel("Assigned to").selectOption({ label: "Lena Ortiz" });
      await page.getByRole("button", { name: "Save status and assignee" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Saved. An e-mail with a link is on its way to them. Status: In progress; assigned to Lena Ortiz.",
      );

      // Lena's mail also holds the notice that a passkey was added to her account.
      const notices = () =>
        caught.filter(
          (mail) =>
            mail.header("to") === "lena@studio.example" &&
            /is yours/.test(mail.header("subject") ?? ""),
        );
      await expect.poll(() => notices().length).toBe(1);
      const notice = notices()[0]!;
      expect(notice.header("subject")).toBe(
        `Inquiry #${new URL(inquiryUrl).pathname.split("/").pop()} is yours: An AI tutor for our language courses`,
      );
      expect(notice.text).toContain("Sam Carter assigned you inquiry #");
      const link = /^Open it: (\S+)$/m.exec(notice.text)?.[1];
      expect(link).toBe(inquiryUrl);

      // Lena, signed in on her own device, follows the link.
      await lena.page.goto(link!);
      await expect(
        lena.page.getByRole("heading", { level: 1, name: "An AI tutor for our language courses" }),
      ).toBeVisible();
      await expect(lena.page.getByText("Assigned to Lena Ortiz.")).toBeVisible();
      await expect(lena.page.getByText("Sam Carter assigned it to Lena Ortiz.")).toBeVisible();
      const results = await new AxeBuilder({ page: lena.page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      // Assigning to oneself sends nothing.
      await page.getByLabel("Assigned to").selectOption({ label: "Sam Carter" });
      await page.getByRole("button", { name: "Save status and assignee" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Saved. Status: In progress; assigned to Sam Carter.",
      );
      expect(
        caught.filter(
          (mail) =>
            mail.header("to") === "sales@studio.example" &&
            /is yours/.test(mail.header("subject") ?? ""),
        ),
      ).toHaveLength(0);
    } finally {
      await lena.context.close();
    }
  });
});
