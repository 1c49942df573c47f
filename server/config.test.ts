import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustProxySetting } from "./config";
import { mailReaderSettings } from "./inbox/mail-reader";
import { inboxSettings } from "./inbox/settings";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.HSTS_MAX_AGE).toBe(0);
    expect(config.TRUST_PROXY).toBe("false");
  });

  it("reads valid values", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", HSTS_MAX_AGE: "31536000" });
    expect(config).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", HSTS_MAX_AGE: 31536000 });
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["SITE_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: .*"${value}"`));
  });
});

describe("the studio's clock and working time", () => {
  it("takes a time zone, working days and hours the inbox can use", () => {
    const config = loadConfig({
      STUDIO_TIME_ZONE: "Europe/Berlin",
      STUDIO_WORKING_DAYS: "Sun-Thu",
      STUDIO_WORKING_HOURS: "08:30-17:00",
    });
    expect(config).toMatchObject({
      STUDIO_TIME_ZONE: "Europe/Berlin",
      STUDIO_WORKING_DAYS: "Sun-Thu",
      STUDIO_WORKING_HOURS: "08:30-17:00",
    });
    expect(loadConfig({}).STUDIO_WORKING_DAYS).toBeUndefined();
  });

  it.each([
    ["STUDIO_TIME_ZONE", "Europe/Atlantis", /is not a time zone/],
    ["STUDIO_WORKING_DAYS", "Mon-Fryday", /"Fryday" is not a day/],
    ["STUDIO_WORKING_DAYS", "Mon-Wed-Fri", /is not a range/],
    ["STUDIO_WORKING_HOURS", "18:00-09:00", /is not a working day on the clock/],
    ["STUDIO_WORKING_HOURS", "9 to 5", /use 09:00-18:00/],
  ])("refuses %s=%s at start, naming the setting and why", (name, value, why) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\n  ${name}: `));
    expect(() => loadConfig({ [name]: value })).toThrow(why);
  });
});

describe("INBOX_ORIGIN", () => {
  it("takes an origin with a host name of its own", () => {
    const config = loadConfig({
      SITE_URL: "https://www.nebulaforge.studio",
      INBOX_ORIGIN: "https://inbox.nebulaforge.studio/",
    });
    expect(config.INBOX_ORIGIN).toBe("https://inbox.nebulaforge.studio");
    expect(loadConfig({}).INBOX_ORIGIN).toBeUndefined();
  });

  it.each([
    ["https://inbox.nebulaforge.studio/inbox", "an origin only"],
    ["https://user@inbox.nebulaforge.studio", "an origin only"],
    ["https://www.nebulaforge.studio:8443", "a host name of its own"],
    ["ftp://inbox.nebulaforge.studio", "http(s) origin"],
  ])("refuses %s with a message", (value, message) => {
    const load = () =>
      loadConfig({ SITE_URL: "https://www.nebulaforge.studio", INBOX_ORIGIN: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`INBOX_ORIGIN: .*${message.replace(/[()]/g, "\\$&")}`));
  });
});

describe("trustProxySetting", () => {
  it("understands booleans, hop counts and address lists", () => {
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("true")).toBe(true);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});

describe("backup settings", () => {
  const recipient = "age1lquf0smtpmwtjns586yau3fp5726pw4l9ysaahsckyfhq4ngvd9qj6c6g4";

  it("reads recipients as a list and applies the documented defaults", () => {
    const config = loadConfig({ BACKUP_AGE_RECIPIENT: ` ${recipient} , ${recipient}` });
    expect(config.BACKUP_AGE_RECIPIENT).toEqual([recipient, recipient]);
    expect(config).toMatchObject({
      BACKUP_DIR: "./backups",
      BACKUP_INTERVAL_MINUTES: 15,
      BACKUP_KEEP_ALL_HOURS: 48,
      BACKUP_KEEP_DAILY_DAYS: 30,
      BACKUP_COPY_ATTEMPTS: 4,
    });
    expect(loadConfig({ BACKUP_S3_PREFIX: "/site/backups" }).BACKUP_S3_PREFIX).toBe(
      "site/backups/",
    );
  });

  it("refuses a private key as the recipient, without echoing it", () => {
    const secret = "AGE-SECRET-KEY-1QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ";
    const attempt = () => loadConfig({ BACKUP_AGE_RECIPIENT: secret });
    expect(attempt).toThrow(/BACKUP_AGE_RECIPIENT.*is a private key/);
    expect(attempt).toThrow(/a value \(hidden\)/);
    expect(() => attempt()).not.toThrow(/AGE-SECRET-KEY-1Q/);
    expect(() => loadConfig({ BACKUP_AGE_RECIPIENT: "ssh-ed25519 AAAA" })).toThrow(
      /must be age public keys/,
    );
  });

  it("sends nothing off-site unencrypted, nor into the backup folder itself", () => {
    expect(() => loadConfig({ BACKUP_COPY_DIR: "/mnt/offsite" })).toThrow(
      /BACKUP_COPY_DIR: needs BACKUP_AGE_RECIPIENT/,
    );
    expect(() => loadConfig({ BACKUP_S3_BUCKET: "studio-backups" })).toThrow(
      /BACKUP_S3_BUCKET: needs BACKUP_AGE_RECIPIENT/,
    );
    expect(() =>
      loadConfig({
        BACKUP_AGE_RECIPIENT: recipient,
        BACKUP_DIR: "/srv/site/shared/backups",
        BACKUP_COPY_DIR: "/srv/site/shared/backups/",
      }),
    ).toThrow(/BACKUP_COPY_DIR: must be another folder than BACKUP_DIR/);
  });

  it("takes a bucket's endpoint only over https (plain http on the loopback), and both keys or neither", () => {
    const base = { BACKUP_AGE_RECIPIENT: recipient, BACKUP_S3_BUCKET: "studio-backups" };
    expect(() => loadConfig({ ...base, BACKUP_S3_ENDPOINT: "http://minio.internal:9000" })).toThrow(
      /BACKUP_S3_ENDPOINT: must be an https URL/,
    );
    expect(
      loadConfig({ ...base, BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000/" }).BACKUP_S3_ENDPOINT,
    ).toBe("http://127.0.0.1:9000");
    expect(() => loadConfig({ ...base, BACKUP_S3_ACCESS_KEY_ID: "AKIA" })).toThrow(
      /BACKUP_S3_SECRET_ACCESS_KEY: BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ ...base, BACKUP_S3_SECRET_ACCESS_KEY: "s3cr3t" })).not.toThrow(
      /s3cr3t/,
    );
  });
});

describe("the mailbox answers are read from (IMAP)", () => {
  it("is off by default, and reads TLS on port 993 from INBOX every 5 minutes when set", () => {
    expect(mailReaderSettings(loadConfig({}))).toBeNull();
    expect(inboxSettings(loadConfig({})).readsAnswers).toBe(false);
    const config = loadConfig({
      IMAP_HOST: "imap.example.com",
      IMAP_USER: "hello@studio.example",
      IMAP_PASS: "imap-secret",
    });
    expect(mailReaderSettings(config)).toEqual({
      host: "imap.example.com",
      port: 993,
      secure: true,
      user: "hello@studio.example",
      pass: "imap-secret",
      mailbox: "INBOX",
      maxBytes: 5 * 1024 * 1024,
      pollMs: 5 * 60_000,
    });
    expect(inboxSettings(config).readsAnswers).toBe(true);
  });

  it("needs a user and a password with a host, and never echoes the password", () => {
    expect(() => loadConfig({ IMAP_HOST: "imap.example.com" })).toThrow(
      /IMAP_USER: is needed by IMAP_HOST[\s\S]*IMAP_PASS: is needed by IMAP_HOST/,
    );
    const attempt = () =>
      loadConfig({ IMAP_HOST: "imap.example.com", IMAP_PASS: "imap-secret", IMAP_PORT: "0" });
    expect(attempt).toThrow(/IMAP_PORT/);
    expect(attempt).not.toThrow(/imap-secret/);
    expect(() => loadConfig({ IMAP_MAX_MESSAGE_BYTES: "10" })).toThrow(/IMAP_MAX_MESSAGE_BYTES/);
  });
});
