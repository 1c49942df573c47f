import { resolve } from "node:path";
import { z } from "zod";
import { parseWorkingDays, parseWorkingHours } from "../app/inbox/business-hours";
import { studioTimeZone } from "../app/content/news/schedule";

/**
 * Server configuration from environment variables, validated once at start.
 * A bad value stops the process with a message naming the variable.
 * Every setting and its default is listed in README.md ("Configuration").
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce.number().int().min(1).max(65535);

/** A comma-separated list; blanks around and between entries do not count. */
function commaList() {
  return z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
}

/** A setting that may be unset: trimmed, and an empty value counts as unset. */
function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined);
}

/**
 * A setting another module reads by itself (the studio's clock and working time),
 * checked here with that module's own parser, so that a wrong value stops the
 * server at start with its reason instead of failing the first page that reads it.
 */
function checkedBy(check: (value: string) => unknown) {
  return optionalText().superRefine((value, context) => {
    if (value === undefined) return;
    try {
      check(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The parsers name the setting themselves; loadConfig names it already.
      context.addIssue({ code: "custom", message: reason.replace(/^[A-Z_]+: /, "") });
    }
  });
}

/**
 * A git host's address (CMS_GIT_URL, CMS_GIT_API_URL): HTTPS, since the server
 * sends the OAuth client secret there and the browser its token. Plain HTTP only
 * on the loopback address, where nothing crosses a network (a stand-in host in tests).
 */
const gitHostUrl = loopbackOrHttps("the OAuth secret and tokens travel there");

/** An address of a service the server sends secrets or data to: https, or plain http on the loopback address. */
function loopbackOrHttps(why: string) {
  return z
    .url({ protocol: /^https?$/, error: "must be an https URL" })
    .refine(
      (url) =>
        url.startsWith("https:") ||
        /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url),
      `must be an https URL (plain http only on the loopback address): ${why}`,
    );
}

/**
 * An age recipient: the public key of an X25519 (age1…) or post-quantum hybrid
 * (age1pq1…) identity, in bech32's alphabet. A private key (AGE-SECRET-KEY-…) put
 * here by mistake gets a message of its own, and is never echoed.
 */
const ageRecipient = z
  .string()
  .refine((value) => !/^AGE-SECRET-KEY-/i.test(value), {
    message:
      "is a private key (AGE-SECRET-KEY-…): set the public key (age1…) here and keep the private key off the server",
  })
  .refine((value) => /^age1(pq1)?[02-9ac-hj-np-z]{50,}$/.test(value), {
    message: "must be age public keys (age1…), comma-separated",
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin, used for canonical URLs, Open Graph, the sitemap and the action origin check. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default("https://www.nebulaforge.studio"),
  /** Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses/subnets. */
  TRUST_PROXY: z.string().default("false"),
  /** Strict-Transport-Security max-age in seconds; 0 leaves the header out (plain-HTTP deployments). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds to let in-flight requests finish on SIGTERM/SIGINT before exiting anyway. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).default(10),
  /** Log every request as one JSON line (true), or only errors (false). */
  LOG_REQUESTS: booleanish.default(true),

  // --- Slow and greedy clients, when Node is exposed directly (nginx has the same limits) ---
  /** Seconds a client has to send the request's headers (slowloris). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  /** Seconds a client has to send the whole request, body included. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  /** Seconds an idle kept-alive connection stays open (more than nginx's upstream keepalive_timeout). */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  /** Open connections at most; further ones are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(512),

  // --- Contact inquiries: storage (docs/decisions/0011-inquiry-storage.md) ---
  /** PostgreSQL connection URL; absent means the embedded SQLite database in DATA_DIR. */
  DATABASE_URL: optionalText().pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "must be a postgres:// or postgresql:// URL",
      })
      .optional(),
  ),
  /** Folder of the SQLite database file (studio.db), created when missing. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL connections per process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Who applies database migrations: `auto`, the server (and the CLI) when it starts
   * (one machine, `npm start`); `release`, only the release's migrate step
   * (`npm run inquiries -- migrate`, docs/release.md), and the server refuses to start
   * on a database that lacks one it needs. Either way it runs on a newer schema.
   */
  MIGRATIONS: z.enum(["auto", "release"]).default("auto"),

  // --- Contact inquiries: abuse protection (docs/decisions/0012-inquiry-abuse-protection.md) ---
  /** Limit accepted inquiries per client address (turn off only for benchmarks). */
  RATE_LIMIT_ENABLED: booleanish.default(true),
  /** Accepted inquiries allowed per client address and window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Length of the rate-limit window in seconds. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Posts of any kind (valid or not) per client address and window, counted before
   * anything is rendered; over it, 429 without a page. Generous: typo fixes must pass.
   */
  POST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** Largest request body accepted by POST handlers, in bytes (413 beyond it). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(32 * 1024),
  /** Extra hosts allowed to post forms (comma-separated host or host:port patterns); SITE_URL's host always is. */
  ALLOWED_ACTION_ORIGINS: commaList(),

  // --- Contact inquiries: notifications to the studio (optional) ---
  /** SMTP server as a URL (smtp://user:pass@host:587, smtps://...), instead of SMTP_HOST and friends. */
  SMTP_URL: optionalText(),
  SMTP_HOST: optionalText(),
  SMTP_PORT: port.default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when offered. */
  SMTP_SECURE: booleanish.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** Where inquiry e-mails go (comma-separated addresses); unset means no e-mail. */
  NOTIFY_EMAIL_TO: optionalText(),
  NOTIFY_EMAIL_FROM: z.string().trim().default("Nebula Forge website <website@nebulaforge.studio>"),
  /** URL that receives a JSON POST per inquiry; unset means no webhook. */
  NOTIFY_WEBHOOK_URL: optionalText().pipe(
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  ),
  /** When set, webhook posts carry X-Signature-256: sha256=<HMAC of the body with this secret>. */
  NOTIFY_WEBHOOK_SECRET: z.string().optional(),
  /** Attempts per notification before giving up (the inquiry itself is always kept). */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Delay before the first retry in seconds; it doubles on every further failure (capped at 6 hours). */
  NOTIFY_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(30),
  /** How often pending notifications are looked for, in seconds. */
  NOTIFY_POLL_SECONDS: z.coerce.number().min(0.05).default(30),

  // --- The studio's inbox at /inbox (README "The studio's inbox", decision 0019) ---
  /** A staff session ends after this many hours without a request. */
  INBOX_SESSION_IDLE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
  /** A staff session ends this many days after sign-in, however busy. */
  INBOX_SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(365).default(30),
  /** How long an invitation link works, in hours. */
  INBOX_INVITE_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 14)
    .default(24),
  /** How long an e-mailed sign-in link works, in minutes. */
  INBOX_LINK_MINUTES: z.coerce
    .number()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Sign-in attempts and link requests per client address, and per e-mail address, per 15 minutes. */
  INBOX_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * E-mails one colleague may send from the inbox per hour: each reply counts one, and so
   * does a bulk assignment that e-mails a colleague (decision 0028). With RATE_LIMIT_ENABLED.
   */
  INBOX_MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * The inbox's own origin (https://inbox.example.com), apart from SITE_URL's: there the
   * editor at /admin runs with 'unsafe-eval', and a script run in it must not reach the
   * inbox's pages, cookie or posts. Unset: the inbox is at SITE_URL/inbox.
   */
  INBOX_ORIGIN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.replace(/\/+$/, "") || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) origin" }).optional()),

  /**
   * The studio's address that replies sent from the inbox come from (with the colleague's
   * name) and that the person's answers go to, as a `+` tag carrying the inquiry's token
   * (hello+inquiry-…@example.com; decision 0027). Unset: NOTIFY_EMAIL_FROM's address.
   */
  INBOX_REPLY_ADDRESS: optionalText().pipe(
    z.email({ error: "must be one e-mail address (hello@example.com)" }).optional(),
  ),

  // --- The studio's clock and working time (README "The studio's inbox", decision 0026) ---
  /** The studio's time zone (IANA name): scheduled posts, the inbox's times, its business hours. */
  STUDIO_TIME_ZONE: checkedBy((zone) => studioTimeZone({ STUDIO_TIME_ZONE: zone })),
  /** Working days ("Mon-Fri", "Sun-Thu", "Mon,Wed,Fri"): the one-business-day promise. */
  STUDIO_WORKING_DAYS: checkedBy(parseWorkingDays),
  /** The working day on the studio's clock ("09:00-18:00"). */
  STUDIO_WORKING_HOURS: checkedBy(parseWorkingHours),

  // --- Answers read back into the inbox over IMAP (README "The studio's inbox", decision 0027) ---
  /** The IMAP server of the mailbox answers arrive in (INBOX_REPLY_ADDRESS's); unset: they stay there. */
  IMAP_HOST: optionalText(),
  IMAP_PORT: port.default(993),
  /** true: TLS from the first byte (port 993); false: STARTTLS, required off the loopback address. */
  IMAP_SECURE: booleanish.default(true),
  IMAP_USER: optionalText(),
  IMAP_PASS: z.string().optional(),
  /** The folder the answers arrive in. */
  IMAP_MAILBOX: z.string().trim().min(1).default("INBOX"),
  /** Minutes between two readings of the mailbox by the server. */
  IMAP_POLL_MINUTES: z.coerce
    .number()
    .min(0.01)
    .max(24 * 60)
    .default(5),
  /** An answer larger than this (bytes, attachments included) is refused: left in the mailbox, not stored. */
  IMAP_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),

  // --- Backups (README "Backups", docs/decisions/0020-backups.md) ---
  /** Folder of the backup files (0700, each file 0600); outside every release folder. */
  BACKUP_DIR: z.string().trim().min(1).default("./backups"),
  /**
   * Minutes between scheduled backups: what the timer and the Compose service run,
   * and what the inbox's warning compares with (a backup older than twice this).
   */
  BACKUP_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Every backup of the last this many hours is kept. */
  BACKUP_KEEP_ALL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(48),
  /** Days the raw page views of /inbox/insights are kept (docs/decisions/0025-insights.md). */
  INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3660).default(90),
  /** Beyond that, the newest backup of each day (UTC) for this many days. */
  BACKUP_KEEP_DAILY_DAYS: z.coerce.number().int().min(0).max(3660).default(30),
  /**
   * age public keys (age1…, comma-separated) every backup is encrypted to before it
   * is written; the private key stays off the server. Unset: backups are not encrypted.
   */
  BACKUP_AGE_RECIPIENT: commaList().pipe(z.array(ageRecipient)),
  /** For restore only: an age identity file (or the AGE-SECRET-KEY-1… itself). Never kept on the server. */
  BACKUP_AGE_IDENTITY: optionalText(),
  /** An off-site copy of each backup into this folder (a mounted volume): it must exist. */
  BACKUP_COPY_DIR: optionalText(),
  /** An off-site copy of each backup into this S3-compatible bucket. */
  BACKUP_S3_BUCKET: optionalText().pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3 to 63 of a-z 0-9 . -)")
      .optional(),
  ),
  /** Key prefix inside the bucket ("site/backups/"). */
  BACKUP_S3_PREFIX: z
    .string()
    .trim()
    .default("")
    .transform((value) => value.replace(/^\/+/, ""))
    .transform((value) => (value && !value.endsWith("/") ? `${value}/` : value)),
  BACKUP_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Another provider's S3 endpoint (MinIO, Backblaze B2, Cloudflare R2, …); unset: AWS. */
  BACKUP_S3_ENDPOINT: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.replace(/\/+$/, "") || undefined)
    .pipe(loopbackOrHttps("the backups and the request signatures travel there").optional()),
  /** Address buckets as endpoint/bucket instead of bucket.endpoint (MinIO and most self-hosted services). */
  BACKUP_S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** Credentials for the bucket; unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role, …). */
  BACKUP_S3_ACCESS_KEY_ID: optionalText(),
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText(),
  /** Attempts per off-site copy (and per pruning there) before it is reported as failed. */
  BACKUP_COPY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  /** Folder of pg_dump, pg_restore and psql (their major version at least the server's); unset: PATH. */
  BACKUP_PG_BIN: optionalText(),

  // --- The editor at /admin in production (README "Editing the site", decision 0016) ---
  /** The git host the editor commits to; unset: /admin only says that the editor is not set up. */
  CMS_BACKEND: optionalText().pipe(z.enum(["github", "gitlab", "gitea", "forgejo"]).optional()),
  /** The site's repository on that host: owner/name (GitLab: group/subgroup/name). */
  CMS_REPO: optionalText().pipe(
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, "must be owner/name")
      .optional(),
  ),
  /** The branch the site is built from (and editors publish to). */
  CMS_BRANCH: z.string().trim().min(1).default("main"),
  /** The git host's web address; defaults to https://github.com or https://gitlab.com (see gitHostUrl). */
  CMS_GIT_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.replace(/\/+$/, "") || undefined)
    .pipe(gitHostUrl.optional()),
  /** The host's API, when it is not where CMS_GIT_URL implies (GitHub Enterprise, a proxy). */
  CMS_GIT_API_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.replace(/\/+$/, "") || undefined)
    .pipe(gitHostUrl.optional()),
  /** The OAuth application's client ID (GitHub) or application ID (GitLab, Gitea, Forgejo). */
  CMS_OAUTH_CLIENT_ID: optionalText(),
  /** GitHub only: the OAuth application's client secret (the others sign in without one, PKCE). */
  CMS_OAUTH_CLIENT_SECRET: optionalText(),
  /** editorial_workflow (drafts, review, publish: the default where the host supports it) or simple. */
  CMS_PUBLISH_MODE: z.enum(["editorial_workflow", "simple"]).optional(),
});

/** Settings that only make sense together. */
const configRules = configSchema.superRefine((config, context) => {
  if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
    context.addIssue({
      code: "custom",
      path: ["HEADERS_TIMEOUT_SECONDS"],
      message: "must not be longer than REQUEST_TIMEOUT_SECONDS",
    });
  }
  if (config.NOTIFY_EMAIL_TO && !config.SMTP_URL && !config.SMTP_HOST) {
    context.addIssue({
      code: "custom",
      path: ["NOTIFY_EMAIL_TO"],
      message: "needs SMTP_URL or SMTP_HOST to send e-mail",
    });
  }
  if (config.CMS_BACKEND) {
    const needs = (name: keyof typeof config, why: string) => {
      if (!config[name]) context.addIssue({ code: "custom", path: [name], message: why });
    };
    needs("CMS_REPO", `is needed by CMS_BACKEND=${config.CMS_BACKEND}`);
    needs("CMS_OAUTH_CLIENT_ID", `is needed by CMS_BACKEND=${config.CMS_BACKEND}`);
    if (config.CMS_BACKEND === "github")
      needs("CMS_OAUTH_CLIENT_SECRET", "is needed by CMS_BACKEND=github");
    if (config.CMS_BACKEND === "gitea" || config.CMS_BACKEND === "forgejo")
      needs("CMS_GIT_URL", `is needed by CMS_BACKEND=${config.CMS_BACKEND} (the server's address)`);
    if (config.CMS_BACKEND === "gitea" && config.CMS_PUBLISH_MODE === "editorial_workflow")
      context.addIssue({
        code: "custom",
        path: ["CMS_PUBLISH_MODE"],
        message:
          "Decap's gitea backend has no editorial workflow (use CMS_BACKEND=forgejo or simple)",
      });
  }
  // A copy that leaves the machine must reveal nothing: off-site needs encryption.
  for (const name of ["BACKUP_COPY_DIR", "BACKUP_S3_BUCKET"] as const) {
    if (config[name] && config.BACKUP_AGE_RECIPIENT.length === 0) {
      context.addIssue({
        code: "custom",
        path: [name],
        message: 'needs BACKUP_AGE_RECIPIENT: an off-site copy is encrypted (README, "Backups")',
      });
    }
  }
  if (config.BACKUP_COPY_DIR && resolve(config.BACKUP_COPY_DIR) === resolve(config.BACKUP_DIR)) {
    context.addIssue({
      code: "custom",
      path: ["BACKUP_COPY_DIR"],
      message: "must be another folder than BACKUP_DIR (a copy there is no copy)",
    });
  }
  if (Boolean(config.BACKUP_S3_ACCESS_KEY_ID) !== Boolean(config.BACKUP_S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: "custom",
      path: [
        config.BACKUP_S3_ACCESS_KEY_ID ? "BACKUP_S3_SECRET_ACCESS_KEY" : "BACKUP_S3_ACCESS_KEY_ID",
      ],
      message: "BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY go together",
    });
  }
  if (config.INBOX_ORIGIN) {
    const inbox = new URL(config.INBOX_ORIGIN);
    if (inbox.origin !== config.INBOX_ORIGIN) {
      context.addIssue({
        code: "custom",
        path: ["INBOX_ORIGIN"],
        message: "must be an origin only: scheme, host and port, no path, query or user",
      });
    } else if (inbox.hostname === new URL(config.SITE_URL).hostname) {
      context.addIssue({
        code: "custom",
        path: ["INBOX_ORIGIN"],
        message:
          "must have a host name of its own (inbox.example.com): another port of SITE_URL's host shares its cookies",
      });
    }
  }
  if (config.IMAP_HOST) {
    for (const name of ["IMAP_USER", "IMAP_PASS"] as const) {
      if (!config[name])
        context.addIssue({ code: "custom", path: [name], message: "is needed by IMAP_HOST" });
    }
  }
  if (config.SMTP_URL && !/^smtps?:\/\//.test(config.SMTP_URL)) {
    context.addIssue({
      code: "custom",
      path: ["SMTP_URL"],
      message: "must start with smtp:// or smtps://",
    });
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configRules.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${describeValue(String(issue.path[0]), env)})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The offending value for the error message; secrets are never echoed. */
function describeValue(name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name];
  if (value === undefined) return "nothing";
  // A private key pasted into the wrong variable is hidden too.
  if (/PASS|SECRET|DATABASE_URL|SMTP_URL|IDENTITY/.test(name) || /AGE-SECRET-KEY-/i.test(value))
    return "a value (hidden)";
  return JSON.stringify(value);
}

/** Express's "trust proxy" setting from TRUST_PROXY. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
