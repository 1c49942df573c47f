import { spawnSync } from "node:child_process";
import { lastLines } from "./notify";

/** Runs a command; returns its standard output, or throws with the last lines of both. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const result = spawnSync(command, args, {
    ...options,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal}):\n${lastLines(`${result.stdout ?? ""}${result.stderr ?? ""}`)}`,
    );
  }
  return result.stdout;
}
