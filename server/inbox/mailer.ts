import type { InboxMailer } from "../../app/inbox/services";
import type { Config } from "../config";
import { smtpTransport } from "../ops-notify";

/**
 * The inbox's e-mails (invitations, sign-in links, replies to inquiries) over the site's SMTP
 * settings; null when SMTP is not set up (the inbox then offers neither).
 */
export function inboxMailer(config: Config): (InboxMailer & { close(): void }) | null {
  const transporter = smtpTransport(config);
  if (!transporter) return null;
  return {
    async send(message) {
      // A reply names its sender (the colleague's name, the studio's address); the rest come from the site.
      await transporter.sendMail({ ...message, from: message.from ?? config.NOTIFY_EMAIL_FROM });
    },
    close: () => transporter.close(),
  };
}
