import { createHmac } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { oneLine } from "../app/contact/text";
import type { Config } from "./config";

/**
 * Messages about the site itself (a release went live, failed or rolled back; a
 * backup failed) through the channels the studio already set up for inquiries:
 * the e-mail to NOTIFY_EMAIL_TO and the webhook NOTIFY_WEBHOOK_URL. Both optional;
 * with neither set, nothing is sent and the caller's own output is the record.
 *
 * Senders are short-lived commands (the release, the backup timer), so there is
 * no outbox: each channel is tried a few times with a short pause, and what still
 * fails is returned for the caller to print. A message never carries inquiries.
 */
export interface OpsMessage {
  /** A dotted event name for the webhook (release.live, release.failed, backup.failed, …). */
  event: string;
  /** One line: the e-mail's subject and the webhook's chat text. */
  subject: string;
  /** The e-mail's body: what happened, what to do. */
  text: string;
  /** Machine-readable details for the webhook's receivers. */
  details?: Record<string, unknown>;
}

export type OpsConfig = Pick<
  Config,
  | "SMTP_URL"
  | "SMTP_HOST"
  | "SMTP_PORT"
  | "SMTP_SECURE"
  | "SMTP_USER"
  | "SMTP_PASS"
  | "NOTIFY_EMAIL_TO"
  | "NOTIFY_EMAIL_FROM"
  | "NOTIFY_WEBHOOK_URL"
  | "NOTIFY_WEBHOOK_SECRET"
  | "SITE_URL"
>;

const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** A nodemailer transport from the site's SMTP settings, or null when there are none. */
export function smtpTransport(config: OpsConfig): Transporter | null {
  if (!config.SMTP_URL && !config.SMTP_HOST) return null;
  return nodemailer.createTransport(
    config.SMTP_URL
      ? { url: config.SMTP_URL, ...smtpTimeouts }
      : {
          host: config.SMTP_HOST,
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          auth: config.SMTP_USER
            ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? "" }
            : undefined,
          ...smtpTimeouts,
        },
  );
}

/** The body a webhook receives: `text` for chat tools, the rest for programs. */
export function opsWebhookPayload(message: OpsMessage, siteUrl: string) {
  return {
    event: message.event,
    site: new URL(siteUrl).origin,
    text: oneLine(message.subject)
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;"),
    details: message.details ?? {},
  };
}

export interface OpsDelivery {
  /** The channels that took the message. */
  sent: ("email" | "webhook")[];
  /** The channels that still failed after their attempts, with why. */
  failed: { channel: "email" | "webhook"; error: string }[];
}

/**
 * Sends one message to every configured channel, each tried `attempts` times
 * (a pause of `pauseMs` times the attempt between them).
 */
export async function notifyOps(
  config: OpsConfig,
  message: OpsMessage,
  options: { attempts?: number; pauseMs?: number } = {},
): Promise<OpsDelivery> {
  const attempts = options.attempts ?? 3;
  const pauseMs = options.pauseMs ?? 2_000;
  const delivery: OpsDelivery = { sent: [], failed: [] };
  const tryChannel = async (channel: "email" | "webhook", send: () => Promise<void>) => {
    let last: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await send();
        delivery.sent.push(channel);
        return;
      } catch (error) {
        last = error;
        if (attempt < attempts) await new Promise((r) => setTimeout(r, pauseMs * attempt));
      }
    }
    delivery.failed.push({
      channel,
      error: last instanceof Error ? last.message : String(last),
    });
  };
  const work: Promise<void>[] = [];
  const transport = config.NOTIFY_EMAIL_TO ? smtpTransport(config) : null;
  if (transport && config.NOTIFY_EMAIL_TO) {
    const to = config.NOTIFY_EMAIL_TO;
    work.push(
      tryChannel("email", async () => {
        await transport.sendMail({
          from: config.NOTIFY_EMAIL_FROM,
          to,
          subject: oneLine(message.subject),
          text: message.text,
        });
      }).finally(() => transport.close()),
    );
  }
  if (config.NOTIFY_WEBHOOK_URL) {
    const url = config.NOTIFY_WEBHOOK_URL;
    work.push(
      tryChannel("webhook", async () => {
        const body = JSON.stringify(opsWebhookPayload(message, config.SITE_URL));
        const headers: Record<string, string> = {
          "Content-Type": "application/json",
          "User-Agent": "nebula-forge-website/1 (site operations)",
        };
        if (config.NOTIFY_WEBHOOK_SECRET)
          headers["X-Signature-256"] =
            `sha256=${createHmac("sha256", config.NOTIFY_WEBHOOK_SECRET).update(body).digest("hex")}`;
        const response = await fetch(url, {
          method: "POST",
          headers,
          body,
          redirect: "error",
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
      }),
    );
  }
  await Promise.all(work);
  return delivery;
}
