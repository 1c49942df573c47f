import { describe, expect, it } from "vitest";
import { decide, missingPackages, presentPackages } from "./preflight";

const none = {
  chromium: false,
  "chromium-headless-shell": false,
  postgresql: false,
  "postgresql-client": false,
  nginx: false,
  "dovecot-imapd": false,
};
const all = {
  chromium: true,
  "chromium-headless-shell": true,
  postgresql: true,
  "postgresql-client": true,
  nginx: true,
  "dovecot-imapd": true,
};

describe("the test commands' preflight", () => {
  it("asks each suite for the packages it drives, and nothing the machine has", () => {
    expect(missingPackages("test", none)).toEqual([
      "chromium-headless-shell",
      "postgresql",
      "postgresql-client",
      "nginx",
      "dovecot-imapd",
    ]);
    expect(missingPackages("deploy", none)).toEqual(["postgresql", "postgresql-client", "nginx"]);
    expect(missingPackages("drill", none)).toEqual(["postgresql", "postgresql-client"]);
    expect(missingPackages("lighthouse", none)).toEqual(["chromium"]);
    expect(missingPackages("test", all)).toEqual([]);
    expect(
      missingPackages("deploy", { ...none, postgresql: true, "postgresql-client": true }),
    ).toEqual(["nginx"]);
  });

  it("installs what is missing as root where apt-get exists, and stops the services Debian starts", () => {
    const decision = decide("deploy", ["postgresql", "nginx"], { isRoot: true, hasAptGet: true });
    expect(decision).toMatchObject({
      action: "install",
      packages: ["postgresql", "nginx"],
      services: ["postgresql", "nginx"],
    });
    expect(decision.action === "install" && decision.line).toMatch(
      /^npm run test:deploy: installing postgresql, nginx with apt-get \(/,
    );
    expect(
      decide("test", ["chromium-headless-shell"], { isRoot: true, hasAptGet: true }),
    ).toMatchObject({
      action: "install",
      services: [],
    });
    // Dovecot's package starts a service named after the server, not the package.
    expect(decide("test", ["dovecot-imapd"], { isRoot: true, hasAptGet: true })).toMatchObject({
      action: "install",
      packages: ["dovecot-imapd"],
      services: ["dovecot"],
    });
    expect(decide("check", ["dovecot-imapd"], { isRoot: false, hasAptGet: true })).toEqual({
      action: "stop",
      line: "bash deploy/pipeline.sh check needs dovecot-imapd: install with `apt-get install -y dovecot-imapd` (or set DOVECOT_BIN).",
    });
  });

  it("stops with one line naming the packages and their stand-ins when it may not install", () => {
    for (const machine of [
      { isRoot: false, hasAptGet: true },
      { isRoot: true, hasAptGet: false },
      { isRoot: false, hasAptGet: false },
    ]) {
      const decision = decide("test", ["chromium-headless-shell", "postgresql"], machine);
      expect(decision).toEqual({
        action: "stop",
        line: "npm test needs chromium-headless-shell and postgresql: install with `apt-get install -y chromium-headless-shell postgresql` (or set CHROMIUM_PATH or DATABASE_URL).",
      });
    }
    expect(decide("deploy", ["nginx"], { isRoot: false, hasAptGet: true })).toEqual({
      action: "stop",
      line: "npm run test:deploy needs nginx: install with `apt-get install -y nginx`.",
    });
  });

  it("installs nothing when the stand-in variables cover what is missing", () => {
    const bare = (path: string) => path === "/opt/chrome/chrome" || path === "/opt/pg/bin/pg_dump";
    const env = {
      CHROMIUM_PATH: "/opt/chrome/chrome",
      DATABASE_URL: "postgres://127.0.0.1/x",
      BACKUP_PG_BIN: "/opt/pg/bin",
    };
    expect(presentPackages({}, bare, undefined)).toEqual(none);
    const missing = missingPackages("drill", presentPackages(env, bare, undefined));
    expect(decide("drill", missing, { isRoot: true, hasAptGet: true })).toEqual({
      action: "nothing",
    });
    // nginx has no stand-in: the release's checks run the real one.
    expect(missingPackages("test", presentPackages(env, bare, undefined))).toEqual([
      "nginx",
      "dovecot-imapd",
    ]);
    const dovecot = (path: string) => path === "/opt/dovecot/sbin/dovecot";
    expect(
      presentPackages({ DOVECOT_BIN: "/opt/dovecot/sbin/dovecot" }, dovecot, undefined)[
        "dovecot-imapd"
      ],
    ).toBe(true);
  });
});
