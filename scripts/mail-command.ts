import { parseArgs } from "node:util";
import { pino } from "pino";
import { openDatabase, prepareSchema, type DatabaseHandle } from "../db/database";
import { loadConfig } from "../server/config";
import { mailReaderSettings, readAnswers, type ReadingSummary } from "../server/inbox/mail-reader";

/**
 * `read-mail`: reads the studio's mailbox once (server/inbox/mail-reader.ts),
 * as the server does every IMAP_POLL_MINUTES: for a first check of the
 * settings, or a server that runs without its poll.
 */
export const readMailUsage = `  read-mail [--from-start]
      Reads the studio's mailbox over IMAP once (IMAP_HOST and the other IMAP_* settings),
      as the server does every IMAP_POLL_MINUTES: each answer to a reply sent from the inbox
      joins its inquiry's conversation, and the inquiry waits for the studio again. Mail
      that answers no inquiry is left alone; nothing in the mailbox is changed. The first
      reading of a mailbox starts with the mail that arrives after it (what is there already
      is skipped, and counted); --from-start reads the whole mailbox from its first message
      this once (answers stored before are not stored again).
`;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function runReadMail(args: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { "from-start": { type: "boolean", default: false } },
    strict: true,
  });
  const config = loadConfig(env);
  const settings = mailReaderSettings(config);
  if (!settings) {
    io.err("IMAP is not set up (IMAP_HOST, IMAP_USER, IMAP_PASS): there is no mailbox to read.\n");
    return 1;
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
    });
    await prepareSchema(handle, config.MIGRATIONS);
    // Its log lines (a refused message, one line each) go to stderr, the summary to stdout.
    const log = pino(
      { level: config.LOG_LEVEL, base: { service: "inquiries-cli" } },
      pino.destination(2),
    );
    const summary = await readAnswers(settings, handle, log, undefined, {
      fromStart: values["from-start"],
    });
    io.out(`${describeReading(settings.mailbox, summary)}\n`);
    return 0;
  } catch (error) {
    io.err(`The mailbox was not read: ${String(error).slice(0, 300)}\n`);
    return 1;
  } finally {
    await handle?.close();
  }
}

/** One line on what a reading did ("INBOX: 2 answers stored, 1 refused, …"). */
export function describeReading(mailbox: string, summary: ReadingSummary): string {
  if (summary.busy) return `${mailbox}: another process is reading it now; nothing done.`;
  const parts = [
    count(summary.stored, "answer stored", "answers stored"),
    summary.duplicate ? `${summary.duplicate} stored before` : "",
    summary.dropped
      ? count(
          summary.dropped,
          "answer to an erased inquiry dropped",
          "answers to erased inquiries dropped",
        )
      : "",
    summary.refused ? `${summary.refused} refused (too large or malformed: see the log)` : "",
    summary.unmatched
      ? count(summary.unmatched, "other message left alone", "other messages left alone")
      : "",
    summary.automatic
      ? `${count(summary.automatic, "auto-reply or bounce", "auto-replies or bounces")} not stored`
      : "",
    summary.blocked
      ? `${count(summary.blocked, "answer from a blocked sender", "answers from blocked senders")} not stored`
      : "",
    summary.skipped
      ? `${count(summary.skipped, "earlier message", "earlier messages")} skipped (a first reading: --from-start reads them)`
      : "",
  ].filter(Boolean);
  return `${mailbox}: ${parts.join(", ")}.`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
