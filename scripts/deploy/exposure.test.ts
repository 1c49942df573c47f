import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { trustProxySetting } from "../../server/config";

/**
 * The per-address limits count the address Express works out from
 * X-Forwarded-For when TRUST_PROXY trusts the proxy that sets it. That holds
 * only if nobody reaches Node without going through that proxy: the default
 * deployments keep Node's port to the machine (systemd: HOST=127.0.0.1) or to
 * the containers' network (compose: only nginx publishes a port), trust the
 * proxy by its address, never `true`, and nginx replaces whatever
 * X-Forwarded-For a visitor sent. (npm run test:deploy also connects to Node's
 * ports on the machine's other addresses and is refused.)
 */
const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

describe("the default deployments keep Node out of reach", () => {
  it("compose publishes nginx's port only, and the instances trust the proxy by address", () => {
    const compose = parse(read("compose.yaml")) as {
      services: Record<string, { ports?: unknown[]; environment?: Record<string, string> }>;
    };
    const published = Object.entries(compose.services)
      .filter(([, service]) => service.ports?.length)
      .map(([name]) => name);
    expect(published).toEqual(["nginx"]);
    for (const name of ["app1", "app2"]) {
      const trust = compose.services[name]?.environment?.TRUST_PROXY ?? "false";
      expect(trustProxySetting(trust), name).not.toBe(true);
      expect(typeof trustProxySetting(trust), name).toBe("string");
    }
  });

  it("the systemd instances listen on the loopback address only", () => {
    const unit = read("deploy/studio-site@.service");
    expect(unit).toMatch(/^Environment=.*\bHOST=127\.0\.0\.1\b/m);
    expect(unit).not.toMatch(/TRUST_PROXY=true/);
  });

  it("nginx sends Node the address it saw, not the one a visitor claims", () => {
    const params = read("deploy/proxy_params.conf");
    expect(params).toMatch(/^proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(params).not.toContain("$proxy_add_x_forwarded_for");
  });
});
