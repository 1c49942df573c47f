import { pino, type Logger } from "pino";
import { personalFields } from "../app/contact/fields";

/**
 * Structured JSON logs. Requests are logged by method, path and status only:
 * no query strings, bodies, client addresses, user agents or e-mail addresses.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "studio-website" },
    // A safety net: the code never logs inquiry fields, but if an object carrying
    // them ever reaches a log line, the personal ones (app/contact/fields.ts) are
    // blanked, and so is any whole inquiry.
    redact: {
      paths: [...personalFields.map((name) => `*.${name}`), "inquiry", "*.inquiry", "req.body"],
      censor: "[redacted]",
    },
  });
}
