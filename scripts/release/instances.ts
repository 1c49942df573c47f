/**
 * The Node instances of a self-hosted site (docs/release.md): each answers
 * /healthz on 127.0.0.1:<port> with the release it runs, and the release restarts
 * them one at a time through RELEASE_RESTART. The live state is what they answer,
 * never what `current` says: a run killed during the restarts leaves them on two
 * releases, and the next run finds it here.
 */
import { spawnSync } from "node:child_process";

export interface InstanceSettings {
  ports: number[];
  /** A shell command; {port} is the instance's port. */
  restart: string;
  /** Seconds to wait after an instance answers, before the next and before the end. */
  settleSeconds: number;
  healthTimeoutSeconds: number;
}

export async function healthOf(
  port: number,
): Promise<{ status?: string; release?: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? ((await response.json()) as { status?: string; release?: string }) : null;
  } catch {
    return null;
  }
}

/** The release each instance answers with (null: it does not answer, or not healthily). */
export async function instanceReleases(
  ports: readonly number[],
): Promise<Map<number, string | null>> {
  const answers = await Promise.all(
    ports.map(async (port) => [port, (await healthOf(port))?.release ?? null] as const),
  );
  return new Map(answers);
}

/** The instances not serving `id`. */
export async function strayInstances(ports: readonly number[], id: string): Promise<number[]> {
  const releases = await instanceReleases(ports);
  return ports.filter((port) => releases.get(port) !== id);
}

/** Runs a shell command of the settings; throws with what it printed when it fails. */
export function shell(command: string) {
  const result = spawnSync("sh", ["-c", command], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0)
    throw new Error(
      `"${command}" failed (exit ${result.status ?? result.signal}): ${(result.stderr || result.stdout).trim()}`,
    );
  return result.stdout;
}

const pause = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000));

/** Waits until the instance on `port` answers /healthz as release `id`. */
export async function waitForRelease(port: number, id: string, timeoutSeconds: number) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let last: unknown = null;
  while (Date.now() < deadline) {
    last = await healthOf(port);
    if ((last as { release?: string } | null)?.release === id) return;
    await pause(0.25);
  }
  throw new Error(
    `the instance on port ${port} did not answer /healthz as ${id} within ${timeoutSeconds} s (last answer: ${JSON.stringify(last)})`,
  );
}

/**
 * Restarts the instances on `ports`, one at a time, onto release `id`: each must
 * answer as `id` before the next stops. Every restarted port is pushed onto `done`.
 * The settle after each (also the last) is longer than nginx's fail_timeout (5 s),
 * so that nginx counts the restarted one as up again before another one stops
 * (seen: "no live upstreams" 502s when a rollback followed a release at once).
 */
export async function rollInstances(
  settings: InstanceSettings,
  id: string,
  ports: readonly number[] = settings.ports,
  done: number[] = [],
) {
  for (const port of ports) {
    shell(settings.restart.replaceAll("{port}", String(port)));
    done.push(port);
    await waitForRelease(port, id, settings.healthTimeoutSeconds);
    console.log(`release: the instance on ${port} serves ${id}`);
    await pause(settings.settleSeconds);
  }
}
