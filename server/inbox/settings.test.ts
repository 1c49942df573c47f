import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { addressIn, inboxSettings } from "./settings";

describe("the address replies come from (INBOX_REPLY_ADDRESS)", () => {
  it("is the setting, else the address in NOTIFY_EMAIL_FROM", () => {
    const set = loadConfig({ INBOX_REPLY_ADDRESS: " hello@nebulaforge.studio " });
    expect(inboxSettings(set).replyAddress).toBe("hello@nebulaforge.studio");
    expect(inboxSettings(loadConfig({})).replyAddress).toBe("website@nebulaforge.studio");
    const bare = loadConfig({ NOTIFY_EMAIL_FROM: "studio@example.com" });
    expect(inboxSettings(bare).replyAddress).toBe("studio@example.com");
    expect(addressIn('"Studio, Inc." <hi@example.com>')).toBe("hi@example.com");
  });

  it.each([
    "hello",
    "Studio <hello@nebulaforge.studio>",
    "hello@nebulaforge.studio\r\nBcc: someone@example.com",
    "a@example.com, b@example.com",
  ])("refuses %j with a message naming it", (value) => {
    const load = () => loadConfig({ INBOX_REPLY_ADDRESS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/INBOX_REPLY_ADDRESS: .*one e-mail address/);
  });
});
