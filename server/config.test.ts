import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustProxySetting } from "./config";

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
