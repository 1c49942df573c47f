import { createHmac } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { fieldNames, fieldSpec, type FieldName } from "../app/contact/fields";
import { oneLine, safeText } from "../app/contact/text";
import { displayValue, fieldReportLabel } from "../app/content/contact/fields";
import type { InquiryStore, StoredInquiry } from "../db/inquiry-store";
import type { NotificationOutbox } from "../db/notification-outbox";
import type { Config } from "./config";
import { smtpTransport } from "./ops-notify";
import { inboxOrigin } from "./inbox/settings";

/**
 * Telling the studio that an inquiry arrived: an e-mail over SMTP and/or a JSON
 * webhook, both optional. The action stores the inquiry and one outbox row per
 * configured channel in the same transaction; the dispatcher below sends them
 * after the response, retries failures with exponential backoff (on start, on a
 * timer, and whenever a new inquiry arrives) and gives up after
 * NOTIFY_MAX_ATTEMPTS. A failed notification never touches the inquiry itself.
 *
 * The e-mail and the webhook carry the inquiry (that is their purpose); the logs
 * only ever carry ids, channel names, counts and error reasons.
 */
export interface NotificationChannel {
  readonly name: "email" | "webhook";
  send(inquiry: StoredInquiry): Promise<void>;
  close?(): void;
}

/** Human-readable values of an inquiry's select fields (the option labels), by field. */
export function inquiryLabels(inquiry: StoredInquiry): Partial<Record<FieldName, string>> {
  const labels: Partial<Record<FieldName, string>> = {};
  for (const name of fieldNames) {
    if (fieldSpec(name).kind === "select") labels[name] = displayValue(name, inquiry[name]);
  }
  return labels;
}

/**
 * Chat tools read `<...>` as links and mentions (`<!channel>`, `<url|label>`) and
 * `&` as an entity: escaped as Slack documents, so that an inquiry's text stays text.
 */
export function chatText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function summaryLine(inquiry: StoredInquiry): string {
  const type = displayValue("inquiryType", inquiry.inquiryType);
  return oneLine(
    `New inquiry #${inquiry.id} from ${inquiry.fullName} (${type}): ${inquiry.subject}`,
  );
}

/** The inquiry's page in the studio's inbox (decision 0019), on the inbox's origin. */
export function inboxLink(siteUrl: string, inquiry: StoredInquiry): string {
  return `${new URL(siteUrl).origin}/inbox/${inquiry.id}`;
}

export function emailText(inquiry: StoredInquiry, siteUrl?: string): string {
  const line = (label: string, value: string) =>
    `${`${label}:`.padEnd(14)}${oneLine(value) || "not given"}`;
  const singleLine = fieldNames.filter((name) => fieldSpec(name).kind !== "textarea");
  const texts = fieldNames.filter((name) => fieldSpec(name).kind === "textarea");
  return [
    "A new inquiry arrived through the contact form on the website.",
    "",
    ...singleLine.map((name) => line(fieldReportLabel(name), displayValue(name, inquiry[name]))),
    line("Received", `${inquiry.createdAt} (UTC)`),
    line("Reference", `#${inquiry.id}`),
    ...texts.flatMap((name) => ["", `${fieldReportLabel(name)}:`, safeText(String(inquiry[name]))]),
    "",
    "--",
    ...(siteUrl ? [`Open it in the inbox: ${inboxLink(siteUrl, inquiry)}`] : []),
    "Reply to this e-mail to answer the sender directly.",
    "List, export or delete inquiries with: npm run inquiries -- help",
  ].join("\n");
}

export interface EmailChannelOptions {
  /** The site's SMTP transport (smtpTransport in ops-notify.ts). */
  transport: Transporter;
  to: string;
  from: string;
  /** The inbox's origin (INBOX_ORIGIN or SITE_URL): the e-mail links to the inquiry's page there. */
  siteUrl?: string;
}

export function emailChannel(options: EmailChannelOptions): NotificationChannel {
  const transporter = options.transport;
  return {
    name: "email",
    async send(inquiry) {
      await transporter.sendMail({
        from: options.from,
        to: options.to,
        replyTo: { name: oneLine(inquiry.fullName), address: inquiry.email },
        subject: `New inquiry: ${oneLine(inquiry.subject)}`,
        text: emailText(inquiry, options.siteUrl),
      });
    },
    close: () => transporter.close(),
  };
}

export interface WebhookChannelOptions {
  url: string;
  /** Signs the body: X-Signature-256: sha256=<hex HMAC-SHA256>. */
  secret?: string;
  timeoutMs?: number;
  /** The inbox's origin (INBOX_ORIGIN or SITE_URL): the payload's `url` is the inquiry's page there. */
  siteUrl?: string;
}

export function webhookPayload(inquiry: StoredInquiry, siteUrl?: string) {
  return {
    event: "inquiry.created",
    ...(siteUrl ? { url: inboxLink(siteUrl, inquiry) } : {}),
    /** One line for chat tools that show `text` (Slack, Mattermost, Rocket.Chat). */
    text: chatText(summaryLine(inquiry)),
    inquiry: { ...inquiry, labels: inquiryLabels(inquiry) },
  };
}

export function webhookChannel(options: WebhookChannelOptions): NotificationChannel {
  return {
    name: "webhook",
    async send(inquiry) {
      const body = JSON.stringify(webhookPayload(inquiry, options.siteUrl));
      const headers: Record<string, string> = {
        "Content-Type": "application/json",
        "User-Agent": "nebula-forge-website/1 (inquiry notifier)",
        "Idempotency-Key": `inquiry-${inquiry.id}`,
      };
      if (options.secret) {
        const signature = createHmac("sha256", options.secret).update(body).digest("hex");
        headers["X-Signature-256"] = `sha256=${signature}`;
      }
      const response = await fetch(options.url, {
        method: "POST",
        headers,
        body,
        redirect: "error",
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}

/** The channels the configuration turns on (none by default). */
export function channelsFromConfig(config: Config): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  const transport = config.NOTIFY_EMAIL_TO ? smtpTransport(config) : null;
  if (transport && config.NOTIFY_EMAIL_TO) {
    channels.push(
      emailChannel({
        transport,
        to: config.NOTIFY_EMAIL_TO,
        from: config.NOTIFY_EMAIL_FROM,
        siteUrl: inboxOrigin(config),
      }),
    );
  }
  if (config.NOTIFY_WEBHOOK_URL) {
    channels.push(
      webhookChannel({
        url: config.NOTIFY_WEBHOOK_URL,
        secret: config.NOTIFY_WEBHOOK_SECRET,
        siteUrl: inboxOrigin(config),
      }),
    );
  }
  return channels;
}

export interface DispatcherOptions {
  store: InquiryStore;
  outbox: NotificationOutbox;
  channels: readonly NotificationChannel[];
  logger: Logger;
  maxAttempts: number;
  retryBaseSeconds: number;
  pollSeconds: number;
  now?: () => Date;
}

/** Longest wait between two attempts. */
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** How long a claimed row is hidden from other processes while it is being sent. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 25;

/** Delay before attempt `attempts + 1`, after `attempts` failures (1, 2, 4, 8 ... times the base). */
export function backoffMs(attempts: number, baseSeconds: number): number {
  return Math.min(MAX_BACKOFF_MS, baseSeconds * 1000 * 2 ** Math.max(0, attempts - 1));
}

export class NotificationDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get enabled(): boolean {
    return this.options.channels.length > 0;
  }

  /** Sends what is due now (left over from before a restart), then polls. */
  start(): void {
    if (!this.enabled) return;
    this.wake();
    this.timer = setInterval(() => this.wake(), this.options.pollSeconds * 1000);
    this.timer.unref();
  }

  /** Looks for due notifications soon (a new inquiry was stored); runs never overlap. */
  wake(): void {
    if (!this.enabled || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilIdle().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when the current run (if any) has finished. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.settled();
    for (const channel of this.options.channels) channel.close?.();
  }

  private async runUntilIdle(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        // The database may be briefly unavailable; the next poll tries again.
        this.options.logger.warn(
          { event: "notification.poll_failed", reason: reason(error) },
          "could not read pending notifications",
        );
      }
    } while (this.again && !this.stopped);
  }

  /** Sends every notification due now; returns how many were attempted. */
  async runOnce(): Promise<number> {
    const { outbox, store, logger, channels } = this.options;
    let attempted = 0;
    for (;;) {
      const now = this.now();
      const due = await outbox.due(now, BATCH);
      if (due.length === 0 || this.stopped) return attempted;
      for (const item of due) {
        if (!(await outbox.claim(item.id, now, new Date(now.getTime() + LEASE_MS)))) continue;
        attempted += 1;
        const attempts = item.attempts + 1;
        const log = { submissionId: item.submissionId, channel: item.channel, attempts };
        const channel = channels.find((candidate) => candidate.name === item.channel);
        const inquiry = await store.get(item.submissionId);
        if (!channel || !inquiry) {
          const why = channel ? "the inquiry was deleted" : "the channel is no longer configured";
          await outbox.markFailed(item.id, attempts, why, null, this.now());
          logger.warn(
            { event: "notification.dropped", ...log, reason: why },
            "notification dropped",
          );
          continue;
        }
        try {
          await channel.send(inquiry);
          await outbox.markDelivered(item.id, attempts, this.now());
          logger.info({ event: "notification.delivered", ...log }, "inquiry notification sent");
        } catch (error) {
          const failedAt = this.now();
          const giveUp = attempts >= this.options.maxAttempts;
          const retryAt = giveUp
            ? null
            : new Date(failedAt.getTime() + backoffMs(attempts, this.options.retryBaseSeconds));
          await outbox.markFailed(item.id, attempts, reason(error), retryAt, failedAt);
          const fields = { event: "notification.failed", ...log, reason: reason(error) };
          if (giveUp) logger.error(fields, "inquiry notification failed; giving up");
          else logger.warn({ ...fields, retryAt }, "inquiry notification failed; will retry");
        }
      }
      if (due.length < BATCH) return attempted;
    }
  }
}

/** A short, content-free reason for logs and the outbox. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}${cause}`.slice(
    0,
    300,
  );
}
