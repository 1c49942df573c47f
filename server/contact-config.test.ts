import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { withAllowedOrigins } from "./allowed-origins";
import type { ServerBuild } from "react-router";

describe("contact inquiry settings", () => {
  it("defaults to SQLite in ./data, 5 inquiries per 10 minutes, 32 KB bodies, no notifications", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATA_DIR: "./data",
      RATE_LIMIT_ENABLED: true,
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      BODY_LIMIT_BYTES: 32768,
      ALLOWED_ACTION_ORIGINS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NOTIFY_EMAIL_TO).toBeUndefined();
    expect(config.NOTIFY_WEBHOOK_URL).toBeUndefined();
  });

  it.each([
    ["DATABASE_URL", "mysql://db/site", /DATABASE_URL: must be a postgres/],
    ["RATE_LIMIT_MAX", "0", /RATE_LIMIT_MAX:/],
    ["RATE_LIMIT_ENABLED", "maybe", /RATE_LIMIT_ENABLED:/],
    ["NOTIFY_WEBHOOK_URL", "ftp://hooks.example", /NOTIFY_WEBHOOK_URL: must be an http/],
    ["NOTIFY_EMAIL_TO", "studio@example.com", /NOTIFY_EMAIL_TO: needs SMTP_URL or SMTP_HOST/],
  ])("rejects %s=%s with a message naming it", (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it("never echoes a secret in the error", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:hunter2@db/site" })).toThrow(
      /\(got a value \(hidden\)\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:hunter2@db/site" })).not.toThrow(
      /hunter2/,
    );
  });

  it("lets the public host and listed hosts post forms", () => {
    const config = loadConfig({
      SITE_URL: "https://www.example.studio",
      ALLOWED_ACTION_ORIGINS: "preview.example.studio, *.staging.example.studio",
    });
    const build = withAllowedOrigins(
      { allowedActionOrigins: ["baked.example"] } as unknown as ServerBuild,
      config,
    );
    expect(build.allowedActionOrigins).toEqual([
      "baked.example",
      "www.example.studio",
      "preview.example.studio",
      "*.staging.example.studio",
    ]);
  });
});
