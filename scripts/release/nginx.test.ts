import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nginxConfigFor } from "../deploy/topology";
import { cspMapConf, HASHED_KEY_MAX } from "../nginx-csp-map";
import { redirectsConf } from "../nginx-redirects";
import { checkNginxConfig, nginxSettings, renderNginxConfig } from "./nginx";

/**
 * The release's nginx configuration with the real nginx (Debian's, which
 * npm test's preflight installs): every address the content can give loads, and
 * the release's `nginx -t` on a copy refuses what nginx would refuse.
 */
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "release-nginx-test-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A site root with a live release whose map holds `paths`, and nginx's configuration for it. */
function site(paths: string[], nginxConf?: (config: string) => string) {
  const release = (name: string, pagePaths: string[]) => {
    const build = join(root, "releases", name, "build");
    mkdirSync(join(build, "nginx"), { recursive: true });
    mkdirSync(join(build, "client"), { recursive: true });
    const manifest = Object.fromEntries(pagePaths.map((p) => [p, ["sha256-AAAA"]]));
    writeFileSync(join(build, "nginx", "csp-map.conf"), cspMapConf(manifest));
    writeFileSync(
      join(build, "nginx", "redirects.conf"),
      redirectsConf([
        { from: "/services/ai-development", status: 301, to: "/services/ai" },
        { from: "/jobs", status: 302, to: "/careers#openings" },
        { from: "/retired", status: 410 },
      ]),
    );
    return join(root, "releases", name);
  };
  const live = release("live", ["/", "/about"]);
  symlinkSync(live, join(root, "current"));
  const next = release("next", paths);
  const etc = join(root, "etc");
  mkdirSync(etc);
  const config = nginxConfigFor({
    dir: join(root, "nginx-run"),
    port: 8999,
    upstreamPorts: [3999],
    buildDir: join(root, "current", "build"),
  });
  const file = join(etc, "nginx.conf");
  writeFileSync(file, nginxConf ? nginxConf(config) : config);
  return { file, next, current: join(root, "current") };
}

const check = (s: ReturnType<typeof site>) =>
  checkNginxConfig({ ...nginxSettings({}), config: s.file }, s.current, s.next);

describe("the pages' policies in nginx", () => {
  it("load for any address the content allows, hundreds of them, however long", () => {
    const long = (n: number) => `/news/${"a".repeat(n - 6)}`;
    const paths = [
      ...Array.from({ length: 300 }, (_, i) => `/news/post-${i}`),
      long(86), // the longest a post's address can be (a file name of 80)
      long(94), // where nginx 1.22 gave up with a bucket of 128
      long(110),
      long(400),
    ];
    expect(() => check(site(paths))).not.toThrow();
  });

  it("write a long address as an expression that matches it and nothing else", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/),
        fc.stringMatching(/^[a-z0-9/-]{1,3}$/),
        (path, extra) => {
          const conf = cspMapConf({ [path]: ["sha256-x"] });
          const file = `${path}/index.html`;
          const line = conf.split("\n").find((l) => l.includes("sha256-x"))!;
          if (file.length <= HASHED_KEY_MAX) return line.startsWith(`  "${file}" `);
          const pattern = /^ {2}"~(.*)" "/.exec(line)![1]!;
          const regex = new RegExp(pattern.replaceAll("\\/", "/"));
          return (
            regex.test(file) && !regex.test(`${file}${extra}`) && !regex.test(`${extra}${file}`)
          );
        },
      ),
    );
  });
});

describe("the release's nginx -t", () => {
  it("refuses a release whose map nginx would refuse, with nginx's own words", () => {
    const s = site(["/"]);
    // The map as the build wrote it before long addresses became expressions: a
    // 120-character key in the hash, which nginx cannot fit in a bucket of 128.
    const key = `/news/${"a".repeat(103)}/index.html`;
    writeFileSync(
      join(s.next, "build", "nginx", "csp-map.conf"),
      `map $uri $page_csp {\n  default "x";\n  "${key}" "y";\n}\n`,
    );
    expect(() => check(s)).toThrow(
      /nginx would refuse its configuration[\s\S]*could not build map_hash/,
    );
  });

  it("points every path through current at the new release, includes inlined", () => {
    const s = site(["/"]);
    const text = renderNginxConfig(s.file, {
      currentPath: s.current,
      releaseDir: s.next,
      scratch: join(root, "scratch"),
    });
    expect(text).toContain(`root ${s.next}/build/client;`);
    expect(text).not.toContain(`${s.current}/`);
    expect(text).not.toMatch(/^\s*include\b/m);
    expect(text).toMatch(/map \$uri \$page_csp/);
  });

  it("refuses a configuration that includes a file that is not there", () => {
    const s = site(["/"], (config) => `${config}\ninclude ${join(root, "etc", "missing.conf")};\n`);
    expect(() => check(s)).toThrow(/missing\.conf, which does not exist/);
  });
});
