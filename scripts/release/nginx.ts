/**
 * nginx and a release (docs/release.md): nginx serves the pages through
 * `<root>/current` and reads each page's policy from the release's
 * build/nginx/csp-map.conf when it loads its configuration. Before the switch, the
 * release tests the exact configuration nginx will load with the new release in
 * place (`nginx -t`, on a copy in a scratch folder); after the switch, a reload that
 * still fails switches back (release.ts).
 *
 * The copy: RELEASE_NGINX_CONFIG [/etc/nginx/nginx.conf] with every `include`
 * inlined (globs too, relative paths from the file's folder), every path through
 * `<root>/current/` pointed at the new release's folder, and the files nginx would
 * write (pid, logs, temporary folders) moved into the scratch folder (modules and
 * other relative paths still resolve from nginx's own prefix), so that the
 * test runs as the deploy user and touches nothing of the live nginx. The
 * certificates and keys it names must be readable by that user (Debian: the
 * `ssl-cert` group).
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";

/** Directives whose value is a file nginx writes (moved into the scratch folder). */
const WRITTEN =
  /^(\s*)(pid|error_log|access_log|(?:client_body|proxy|fastcgi|uwsgi|scgi)_temp_path)\s+([^;\s]+)([^;]*);/;
const INCLUDE = /\binclude\s+([^;\s]+)\s*;/g;

/** The files an include names: a path, or a pattern with * in its last part (nginx's own use). */
function includedFiles(pattern: string): string[] {
  if (!/[*?]/.test(basename(pattern))) return [pattern];
  const folder = dirname(pattern);
  const name = new RegExp(
    `^${basename(pattern)
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replaceAll("*", ".*")
      .replaceAll("?", ".")}$`,
  );
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((entry) => name.test(entry))
        .sort()
        .map((entry) => join(folder, entry))
    : [];
}

/**
 * The configuration at `file` as one text, includes inlined, with `<root>/current/`
 * replaced by `releaseDir/` and written files moved under `scratch`.
 */
export function renderNginxConfig(
  file: string,
  options: { currentPath: string; releaseDir: string; scratch: string; confDir?: string },
  depth = 0,
): string {
  if (depth > 16) throw new Error(`${file}: includes nested more than 16 deep`);
  // nginx reads a relative include from the main configuration's folder, wherever it is.
  const here = options.confDir ?? dirname(file);
  const inner = { ...options, confDir: here };
  const current = options.currentPath.replace(/\/+$/, "");
  let written = 0;
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => {
      const code = line.replace(/(^|\s)#.*$/, "");
      const pointed = code.split(`${current}/`).join(`${options.releaseDir}/`);
      const inlined = pointed.replace(INCLUDE, (_match, quoted: string) => {
        const target = quoted.replace(/^(["'])(.*)\1$/, "$2");
        const pattern = isAbsolute(target) ? target : join(here, target);
        const files = includedFiles(pattern);
        for (const f of files)
          if (!existsSync(f)) throw new Error(`${file}: includes ${f}, which does not exist`);
        return files.map((f) => renderNginxConfig(resolve(f), inner, depth + 1)).join("\n");
      });
      if (inlined !== pointed) return inlined;
      const writes = WRITTEN.exec(pointed);
      if (writes && writes[3] !== "off") {
        const target = join(options.scratch, `${writes[2]}-${depth}-${written++}`);
        if (writes[2]!.endsWith("_temp_path")) mkdirSync(target, { recursive: true });
        return `${writes[1]}${writes[2]} ${target}${writes[4]};`;
      }
      return pointed;
    })
    .join("\n");
}

export interface NginxSettings {
  /** The configuration file nginx runs (RELEASE_NGINX_CONFIG). */
  config: string;
  /** The nginx binary (RELEASE_NGINX_BIN). */
  bin: string;
}

export function nginxSettings(env: NodeJS.ProcessEnv): NginxSettings {
  return {
    config: env.RELEASE_NGINX_CONFIG || "/etc/nginx/nginx.conf",
    bin:
      env.RELEASE_NGINX_BIN ||
      ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((bin) => existsSync(bin)) ||
      "nginx",
  };
}

/**
 * `nginx -t` on the configuration nginx will load once `current` points at
 * `releaseDir`; throws with nginx's own words when it would refuse it.
 */
export function checkNginxConfig(settings: NginxSettings, currentPath: string, releaseDir: string) {
  const scratch = mkdtempSync(join(tmpdir(), "release-nginx-"));
  try {
    const text = renderNginxConfig(settings.config, { currentPath, releaseDir, scratch });
    const copy = join(scratch, "nginx.conf");
    writeFileSync(copy, text);
    const result = spawnSync(
      settings.bin,
      ["-t", "-q", "-c", copy, "-e", join(scratch, "startup-error.log")],
      { encoding: "utf8" },
    );
    if (result.error) throw new Error(`${settings.bin} could not run: ${result.error.message}`);
    if (result.status !== 0) {
      const said = `${result.stderr}${result.stdout}`
        .split("\n")
        .filter((line) => /\[(emerg|alert|crit|error)\]/.test(line) || /test failed/.test(line))
        .map((line) => line.replaceAll(scratch, "<copy>"))
        .join("\n");
      throw new Error(
        `nginx would refuse its configuration with this release (nginx -t on a copy of ${settings.config}):\n${said.trim() || result.stderr.trim()}`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
