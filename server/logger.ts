import { pino, type Logger } from "pino";

/**
 * Structured JSON logs. Requests are logged by method, path and status only:
 * no query strings, bodies, client addresses, user agents or e-mail addresses.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "studio-website" },
    // A safety net: the code never logs inquiry fields, but if an object carrying
    // them ever reaches a log line, these are blanked. (Not `*.message`: that would
    // blank every error's message.)
    redact: {
      paths: ["*.email", "*.fullName", "*.phone", "*.company", "inquiry", "*.inquiry", "req.body"],
      censor: "[redacted]",
    },
  });
}
