import { parseArgs } from "node:util";
import { ageOf, promiseCutoff, workingTime } from "../app/inbox/business-hours";
import { digestMail, type DigestLine } from "../app/inbox/digest";
import { localTime } from "../app/inbox/time";
import { dayIn, studioTimeZone } from "../app/content/news/schedule";
import { oneLine } from "../app/contact/text";
import { openDatabase, prepareSchema, type DatabaseHandle } from "../db/database";
import { InboxStore, type InboxInquiry } from "../db/inbox-store";
import { StaffStore } from "../db/staff-store";
import { loadConfig } from "../server/config";
import { inboxSettings } from "../server/inbox/settings";
import { inboxMailer } from "../server/inbox/mailer";

/**
 * `digest [--force]`: the morning digest (app/inbox/digest.ts). Run it often
 * in the morning (the timer in deploy/, the Compose service "digest"): it
 * sends once per working day, from an hour before opening time on the
 * studio's clock, and records that in the audit log, which later runs read.
 * --force sends now whatever the day, the hour or an earlier digest.
 */
export const digestUsage = `  digest [--force]
      The morning digest: e-mails each colleague who can be given inquiries what has
      waited past the one-business-day promise and the follow-ups due, with links. Sends
      once per working day (STUDIO_WORKING_DAYS), from an hour before opening
      (STUDIO_WORKING_HOURS, on STUDIO_TIME_ZONE's clock), and nothing when nothing is
      late or due. Needs SMTP. --force sends now.
`;

const ACTOR = "the morning digest";
const LISTED = 50;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Monday 30 November 2026" for a day written YYYY-MM-DD (the same on every runtime). */
export function longDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export async function runDigest(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
  now = Date.now(),
): Promise<number> {
  const { values } = parseArgs({ args, options: { force: { type: "boolean" } }, strict: true });
  const config = loadConfig(env);
  const mailer = inboxMailer(config);
  if (!mailer) {
    io.err("E-mail is not set up (SMTP_URL or SMTP_HOST): the digest cannot be sent.\n");
    return 1;
  }
  let handle: DatabaseHandle | undefined;
  try {
    const timeZone = studioTimeZone(env);
    const work = workingTime(env, timeZone);
    const day = dayIn(new Date(now), timeZone);
    handle = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 2,
    });
    await prepareSchema(handle, config.MIGRATIONS);
    const inbox = new InboxStore(handle);
    const staff = new StaffStore(handle);
    if (!values.force) {
      const clock = localTime(new Date(now), timeZone);
      if (!work.days.has(new Date(`${day}T00:00:00Z`).getUTCDay())) {
        io.out(`${day} is not a working day: no digest.\n`);
        return 0;
      }
      if (clock.hour * 60 + clock.minute < work.opens - 60) {
        io.out(`Too early on ${day}: the digest goes from an hour before opening.\n`);
        return 0;
      }
      if (await inbox.digestSent(day)) {
        io.out(`The digest of ${day} was sent already.\n`);
        return 0;
      }
    }
    const [late, due, people, everyone] = await Promise.all([
      inbox.waitingSince(new Date(promiseCutoff(now, work)), LISTED),
      inbox.followUpsDue(day, LISTED),
      staff.assignable(),
      staff.list(),
    ]);
    if (late.inquiries.length === 0 && due.length === 0) {
      io.out(`Nothing is past the promise or due on ${day}: no digest sent.\n`);
      return 0;
    }
    if (people.length === 0) {
      io.err("Nobody has accepted an invitation yet: there is nobody to send the digest to.\n");
      return 1;
    }
    const names = new Map(everyone.map((p) => [p.id, p.name.trim() || p.email]));
    const lineOf = (inquiry: InboxInquiry, when: string): DigestLine => ({
      id: inquiry.id,
      subject: oneLine(inquiry.subject),
      fullName: oneLine(inquiry.fullName),
      assignee: inquiry.assigneeId === null ? null : (names.get(inquiry.assigneeId) ?? null),
      when,
    });
    const mail = digestMail({
      day: longDay(day),
      origin: inboxSettings(config).origin,
      late: late.inquiries.map((i) => lineOf(i, ageOf(i.waitingSince, now, work).text)),
      lateMore: late.more,
      due: due.map((i) => lineOf(i, longDay(i.followUpOn))),
    });
    // Recorded first: a run that fails halfway is not sent twice by the next one.
    await inbox.record({
      staffId: null,
      actor: ACTOR,
      action: "inbox.digest-sent",
      detail: `${day}: ${late.inquiries.length} past the promise, ${due.length} follow-ups due, to ${people.length} ${people.length === 1 ? "person" : "people"}`,
    });
    let failed = 0;
    for (const person of people) {
      try {
        await mailer.send({ to: person.email, ...mail });
      } catch (error) {
        failed++;
        io.err(`The digest to one colleague was not sent: ${String(error).slice(0, 200)}\n`);
      }
    }
    io.out(`${mail.subject}: sent to ${people.length - failed} of ${people.length}.\n`);
    return failed ? 1 : 0;
  } finally {
    mailer.close();
    await handle?.close();
  }
}
