import nodemailer from "nodemailer";
import type { InboxMailer } from "../../app/inbox/services";
import type { Config } from "../config";

/**
 * The inbox's e-mails (invitations, sign-in links) over the site's SMTP
 * settings; null when SMTP is not set up (the inbox then offers neither).
 */
export function inboxMailer(config: Config): (InboxMailer & { close(): void }) | null {
  if (!config.SMTP_URL && !config.SMTP_HOST) return null;
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
  const transporter = nodemailer.createTransport(
    config.SMTP_URL
      ? { url: config.SMTP_URL, ...timeouts }
      : {
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          auth: config.SMTP_USER
            ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? "" }
            : undefined,
          ...timeouts,
        },
  );
  return {
    async send(message) {
      await transporter.sendMail({ from: config.NOTIFY_EMAIL_FROM, ...message });
    },
    close: () => transporter.close(),
  };
}
