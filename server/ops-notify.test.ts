import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail } from "../tests/setup/mail-catcher";
import { notifyOps, type OpsConfig } from "./ops-notify";

/**
 * Messages about the site itself (releases, backups) reach the studio through the
 * inquiry channels: a real SMTP server and a real webhook receiver on loopback.
 */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A webhook receiver answering `statuses` in turn (then 200); keeps what it got. */
async function receiver(statuses: number[] = []) {
  const received: { body: string; headers: IncomingMessage["headers"] }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ body, headers: req.headers });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  closers.push(() => new Promise((r) => server.close(() => r())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

const base: OpsConfig = {
  SITE_URL: "https://www.nebulaforge.studio",
  SMTP_URL: undefined,
  SMTP_HOST: undefined,
  NOTIFY_EMAIL_TO: undefined,
  SMTP_PORT: 587,
  SMTP_SECURE: false,
  NOTIFY_EMAIL_FROM: "Website <website@nebulaforge.studio>",
};
const message = {
  event: "release.failed",
  subject: "Site: release failed at build: News <b>launch</b> & more",
  text: "The release of abc failed at its build step.\n\nWhat it said: …",
  details: { step: "build" },
};

describe("messages about the site", () => {
  it("reach the e-mail and the signed webhook, the subject as plain text for chat", async () => {
    const mails: CaughtMail[] = [];
    const catcher = await startMailCatcher((mail) => mails.push(mail));
    closers.push(catcher.close);
    const hook = await receiver();
    const delivery = await notifyOps(
      {
        ...base,
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: catcher.port,
        NOTIFY_EMAIL_TO: "ops@nebulaforge.studio",
        NOTIFY_WEBHOOK_URL: hook.url,
        NOTIFY_WEBHOOK_SECRET: "s3cret",
      },
      message,
    );
    expect(delivery).toEqual({ sent: expect.arrayContaining(["email", "webhook"]), failed: [] });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["ops@nebulaforge.studio"]);
    expect(mails[0]!.data).toContain("Subject: Site: release failed at build");
    expect(mails[0]!.data).toContain("failed at its build step");
    const [{ body, headers }] = hook.received as [(typeof hook.received)[number]];
    expect(JSON.parse(body)).toEqual({
      event: "release.failed",
      site: "https://www.nebulaforge.studio",
      text: "Site: release failed at build: News &lt;b&gt;launch&lt;/b&gt; &amp; more",
      details: { step: "build" },
    });
    expect(headers["x-signature-256"]).toBe(
      `sha256=${createHmac("sha256", "s3cret").update(body).digest("hex")}`,
    );
  });

  it("try a failing channel again, and say which still failed", async () => {
    const flaky = await receiver([503]);
    const down = await receiver([500, 500, 500]);
    expect(
      await notifyOps({ ...base, NOTIFY_WEBHOOK_URL: flaky.url }, message, { pauseMs: 1 }),
    ).toEqual({ sent: ["webhook"], failed: [] });
    expect(flaky.received).toHaveLength(2);
    expect(
      await notifyOps({ ...base, NOTIFY_WEBHOOK_URL: down.url }, message, {
        attempts: 3,
        pauseMs: 1,
      }),
    ).toEqual({ sent: [], failed: [{ channel: "webhook", error: "webhook answered HTTP 500" }] });
    expect(down.received).toHaveLength(3);
  });

  it("send nothing when no channel is set up", async () => {
    expect(await notifyOps(base, message)).toEqual({ sent: [], failed: [] });
  });
});
