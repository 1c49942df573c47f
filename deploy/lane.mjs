// Which checks a push needs (deploy/pipeline.sh check; docs/decisions/0023-publish-in-a-minute.md),
// decided from the diff between the commit the site serves and the new one,
// never from a commit message or a branch name:
//
//   content  every change is an editor's: a content file (content/**.md, .yaml,
//            .yml, .json) or an uploaded picture (public/images/**), a regular
//            file before and after. The checks content can break run (schemas,
//            links, the build, the static checks, a smoke test); typecheck, lint
//            and the unit suite, whose inputs did not change, do not.
//   full     anything else: code, settings, dependencies, a symlink, a submodule,
//            an executable file, a path that is not plainly inside those folders,
//            or a live commit this checkout cannot compare with (the site not
//            answering, a first release, history not fetched).
//
// Plain Node, no dependencies: it runs before `npm install`.
//
//   node deploy/lane.mjs     (COMMIT; the live commit from SITE_URL's /healthz, or LIVE_COMMIT)
//
// Prints the lane on stdout (one word) and why on stderr; exits 0 either way.
import { execFileSync } from "node:child_process";

const CONTENT_FILE =
  /^content\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:md|ya?ml|json)$/;
const UPLOAD =
  /^public\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._ -]*\.(?:png|jpe?g|webp|avif|gif|svg)$/i;
/** Git's modes: a regular file, and none (the side of an addition or a deletion). */
const REGULAR = "100644";
const ABSENT = "000000";

/**
 * Whether one changed path is an editor's: inside content/ or public/images/,
 * with no "." or ".." segment, and a regular file on both sides.
 */
export function isEditorial({ path, oldMode, newMode }) {
  if (typeof path !== "string" || path.split("/").some((part) => part === "." || part === ".."))
    return false;
  if (!CONTENT_FILE.test(path) && !UPLOAD.test(path)) return false;
  const modes = [oldMode, newMode];
  return modes.every((mode) => mode === REGULAR || mode === ABSENT) && modes.includes(REGULAR);
}

/** The lane for a list of changes ({ path, oldMode, newMode, status }), with why. */
export function laneOf(changes) {
  const other = changes.filter((change) => !isEditorial(change));
  if (other.length === 0)
    return {
      lane: "content",
      why: `${changes.length} file(s) changed, all under content/ or public/images/`,
    };
  const named = other
    .slice(0, 5)
    .map((change) => change.path)
    .join(", ");
  return {
    lane: "full",
    why: `${other.length} change(s) outside the editor's files: ${named}${other.length > 5 ? ", …" : ""}`,
  };
}

/**
 * Parses `git diff --raw -z --no-renames` (":old new oldsha newsha status\0path\0"):
 * with renames and copies off, a rename is a deletion and an addition, each checked.
 */
export function parseRawDiff(raw) {
  const fields = raw.split("\0");
  const changes = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const header = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])\d*$/.exec(fields[i]);
    if (!header) throw new Error(`lane: unexpected diff line "${fields[i]}"`);
    changes.push({
      oldMode: header[1],
      newMode: header[2],
      status: header[3],
      path: fields[i + 1],
    });
  }
  return changes;
}

/** The changes between two commits of the repository at `cwd`. */
export function changesBetween(live, commit, cwd = process.cwd()) {
  const raw = execFileSync(
    "git",
    [
      "diff",
      "--raw",
      "-z",
      "--no-renames",
      "--no-ext-diff",
      "--no-textconv",
      "--abbrev=40",
      live,
      commit,
      "--",
    ],
    { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return parseRawDiff(raw);
}

/** The full hash of `ref` in the repository at `cwd`, or null when it is not there (or ambiguous). */
export function resolveCommit(ref, cwd = process.cwd()) {
  if (!/^[0-9a-f]{7,40}$/.test(ref)) return null;
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** The lane of `commit` against `live` (a hash or a prefix, or null when unknown). */
export function decideLane({ live, commit, cwd = process.cwd() }) {
  if (!live) return { lane: "full", why: "what is live is not known" };
  const from = resolveCommit(live, cwd);
  const to = resolveCommit(commit, cwd);
  if (!from)
    return { lane: "full", why: `the live commit ${live} is not in this checkout's history` };
  if (!to) return { lane: "full", why: `${commit} is not a commit of this checkout` };
  const { lane, why } = laneOf(changesBetween(from, to, cwd));
  return { lane, why: `${why} (since ${from.slice(0, 7)}, which is live)` };
}

/** The commit the site serves, from its /healthz (release ids end with their commit). */
async function liveCommit(siteUrl) {
  try {
    const response = await fetch(new URL("/healthz", siteUrl), {
      signal: AbortSignal.timeout(10_000),
      headers: { "Cache-Control": "no-cache" },
    });
    if (!response.ok) return null;
    const { release } = await response.json();
    return /-([0-9a-f]{7,40})$/.exec(String(release))?.[1] ?? null;
  } catch {
    return null;
  }
}

async function main() {
  const { COMMIT, SITE_URL, LIVE_COMMIT } = process.env;
  let verdict;
  if (!/^[0-9a-f]{40}$/.test(COMMIT ?? ""))
    verdict = { lane: "full", why: "COMMIT is not a full commit hash" };
  else {
    const live = LIVE_COMMIT || (SITE_URL ? await liveCommit(SITE_URL) : null);
    try {
      verdict = decideLane({ live, commit: COMMIT });
    } catch (error) {
      verdict = { lane: "full", why: `the diff could not be read (${error.message})` };
    }
  }
  console.error(`lane: ${verdict.lane}: ${verdict.why}`);
  console.log(verdict.lane);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
