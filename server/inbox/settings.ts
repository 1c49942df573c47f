import { studioDomains } from "../../app/inbox/block-guards.server";
import type { Config } from "../config";
import type { LinkPurpose, SessionTimes } from "../../db/staff-store";

const HOUR = 60 * 60 * 1000;

/** The inbox's times from the configuration, in milliseconds. */
export interface InboxSettings {
  session: SessionTimes;
  inviteMs: number;
  signInLinkMs: number;
  /** The inbox's origin (INBOX_ORIGIN, else SITE_URL's): where links point, the only one posts may come from. */
  origin: string;
  /** The WebAuthn relying party: that origin's host name. */
  rpId: string;
  /** That origin is https: the cookie is `Secure` with the `__Host-` prefix. */
  secure: boolean;
  /** The address replies come from and answers go to (INBOX_REPLY_ADDRESS, else NOTIFY_EMAIL_FROM's). */
  replyAddress: string;
  /** The studio's own domains (the site's, the inbox's, the reply address's): never blocked. */
  studioDomains: string[];
  /** The studio's mailbox is read over IMAP (IMAP_HOST): the person's answers join the inquiry's thread. */
  readsAnswers: boolean;
}

/** The address in a From value ("Studio <hello@example.com>" or a bare address). */
export function addressIn(from: string): string {
  return (/<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** Where the inbox is served: INBOX_ORIGIN when the studio gives it one, else SITE_URL's origin. */
export function inboxOrigin(config: Pick<Config, "INBOX_ORIGIN" | "SITE_URL">): string {
  return new URL(config.INBOX_ORIGIN ?? config.SITE_URL).origin;
}

export function inboxSettings(config: Config): InboxSettings {
  const site = new URL(inboxOrigin(config));
  const replyAddress = config.INBOX_REPLY_ADDRESS ?? addressIn(config.NOTIFY_EMAIL_FROM);
  return {
    session: {
      idleMs: config.INBOX_SESSION_IDLE_HOURS * HOUR,
      absoluteMs: config.INBOX_SESSION_MAX_DAYS * 24 * HOUR,
    },
    inviteMs: config.INBOX_INVITE_HOURS * HOUR,
    signInLinkMs: config.INBOX_LINK_MINUTES * 60 * 1000,
    origin: site.origin,
    rpId: site.hostname,
    secure: site.protocol === "https:",
    replyAddress,
    studioDomains: studioDomains([new URL(config.SITE_URL).hostname, site.hostname, replyAddress]),
    readsAnswers: Boolean(config.IMAP_HOST),
  };
}

/** Where each kind of one-time link opens. */
const linkPaths: Record<LinkPurpose, string> = {
  invite: "/inbox/invite",
  "sign-in": "/inbox/link",
  passkey: "/inbox/new-passkey",
};

/** The address of a one-time link (the token rides in the query). */
export function linkUrl(settings: InboxSettings, kind: LinkPurpose, token: string): string {
  return `${settings.origin}${linkPaths[kind]}?token=${encodeURIComponent(token)}`;
}
