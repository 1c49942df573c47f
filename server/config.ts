import { z } from "zod";

/**
 * Server configuration from environment variables, validated once at start.
 * A bad value stops the process with a message naming the variable.
 * Every setting and its default is listed in README.md ("Configuration").
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce.number().int().min(1).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin, used for canonical URLs, Open Graph, the sitemap and the action origin check. */
  SITE_URL: z.url({ protocol: /^https?$/ }).default("https://www.nebulaforge.studio"),
  /** Express "trust proxy": false, true, a hop count, or a comma-separated list of addresses/subnets. */
  TRUST_PROXY: z.string().default("false"),
  /** Strict-Transport-Security max-age in seconds; 0 leaves the header out (plain-HTTP deployments). */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds to let in-flight requests finish on SIGTERM/SIGINT before exiting anyway. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().min(1).default(10),
  /** Log every request (true) or only errors and slow ones (false). */
  LOG_REQUESTS: booleanish.default(true),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** Express's "trust proxy" setting from TRUST_PROXY. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
