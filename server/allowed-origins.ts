import type { ServerBuild } from "react-router";
import type { Config } from "./config";

/**
 * The route build with the hosts allowed to post forms: SITE_URL's host (the
 * public one, which may differ from what the server sees behind a proxy),
 * INBOX_ORIGIN's and ALLOWED_ACTION_ORIGINS. React Router answers posts from any other origin with
 * 400 (docs/decisions/0012-inquiry-abuse-protection.md, section 1).
 */
export function withAllowedOrigins(build: ServerBuild, config: Config): ServerBuild {
  const baked = Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : [];
  const origins = [
    ...new Set([
      ...baked,
      new URL(config.SITE_URL).host,
      // The inbox's own origin, when it has one (its posts are checked again by the inbox).
      ...(config.INBOX_ORIGIN ? [new URL(config.INBOX_ORIGIN).host] : []),
      ...config.ALLOWED_ACTION_ORIGINS,
    ]),
  ];
  return { ...build, allowedActionOrigins: origins };
}
