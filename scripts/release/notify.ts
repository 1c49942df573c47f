/**
 * The release tells the studio what happened, once per outcome, through the
 * channels the site already has (NOTIFY_EMAIL_TO over SMTP, NOTIFY_WEBHOOK_URL;
 * server/ops-notify.ts): a release went live, failed, switched back, was rolled
 * back, or publishing was paused. A message that cannot be sent is printed and
 * never changes the release's outcome.
 */
import { loadConfig } from "../../server/config";
import { notifyOps, type OpsMessage } from "../../server/ops-notify";

export async function tellStudio(env: NodeJS.ProcessEnv, message: OpsMessage) {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    console.error(`release: no message sent, the settings do not load: ${String(error)}`);
    return;
  }
  if (!config.NOTIFY_EMAIL_TO && !config.NOTIFY_WEBHOOK_URL) return;
  const delivery = await notifyOps(config, message, { attempts: 3, pauseMs: 1_000 });
  for (const failure of delivery.failed)
    console.error(`release: the ${failure.channel} message failed: ${failure.error}`);
  if (delivery.sent.length > 0)
    console.log(`release: told the studio (${delivery.sent.join(", ")})`);
}

/** The last lines of a command's output, for a failure's message. */
export function lastLines(text: string, count = 15): string {
  return text.trim().split("\n").slice(-count).join("\n");
}
