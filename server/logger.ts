import { pino, type Logger } from "pino";

/**
 * Structured JSON logs. Requests are logged by method, path and status only:
 * no query strings, bodies, client addresses, user agents or e-mail addresses.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "studio-website" },
    redact: { paths: ["*.email", "*.fullName", "*.phone", "*.message"], censor: "[redacted]" },
  });
}
