import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the catcher received it: its recipients and its raw text. */
export interface CaughtMail {
  to: string[];
  data: string;
}

/**
 * A local SMTP server on a loopback port (`port`, else a free one) that accepts every message
 * (no TLS, no authentication) and hands it to `onMail`: what the site's mailer
 * sends, for the tests to read. `close()` stops it.
 */
export async function startMailCatcher(onMail: (mail: CaughtMail) => void, port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", () => done()));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
