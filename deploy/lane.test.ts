import { execFileSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript without declarations (it runs before npm install).
import { decideLane, isEditorial, laneOf, parseRawDiff } from "./lane.mjs";

interface Verdict {
  lane: "content" | "full";
  why: string;
}

/** A repository with a site's shape: code, content, an upload; its first commit is "live". */
function siteRepository() {
  const dir = mkdtempSync(join(tmpdir(), "lane-"));
  const git = (...args: string[]) =>
    execFileSync("git", args, {
      cwd: dir,
      encoding: "utf8",
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Editor",
        GIT_AUTHOR_EMAIL: "editor@example.com",
        GIT_COMMITTER_NAME: "Editor",
        GIT_COMMITTER_EMAIL: "editor@example.com",
      },
    }).trim();
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  git("init", "-q", "-b", "main");
  git("config", "core.symlinks", "true");
  write("app/routes/news.tsx", "export default function News() { return null; }\n");
  write("package.json", '{ "name": "site" }\n');
  write("content/news/first-post.md", "---\ntitle: First\n---\nHello.\n");
  write("content/settings/site.yaml", "name: Studio\n");
  write("public/images/team.jpg", "JPEG bytes");
  git("add", "-A");
  git("commit", "-qm", "Content: the first post");
  const live = git("rev-parse", "HEAD");
  /** Commits what the callback changed, with the message an editor's commit has. */
  const commit = (change: () => void, message = "Update News “First”") => {
    change();
    git("add", "-A");
    git("commit", "-qm", message, "--allow-empty");
    return git("rev-parse", "HEAD");
  };
  const lane = (head: string, from: string | null = live) =>
    decideLane({ live: from, commit: head, cwd: dir }) as Verdict;
  return { dir, git, write, live, commit, lane };
}

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const repository = () => {
  const repo = siteRepository();
  made.push(repo.dir);
  return repo;
};

describe("the content lane, from the diff against what is live", () => {
  it("takes a post edited, added or deleted, and an uploaded picture", () => {
    const repo = repository();
    const head = repo.commit(() => {
      repo.write("content/news/first-post.md", "---\ntitle: First, fixed\n---\nHello.\n");
      repo.write("content/news/second-post.md", "---\ntitle: Second\n---\nMore.\n");
      repo.write("public/images/uploads/hero 2.webp", "WEBP bytes");
      rmSync(join(repo.dir, "content/settings/site.yaml"));
    });
    expect(repo.lane(head)).toMatchObject({ lane: "content" });
    expect(repo.lane(head).why).toMatch(/^4 file\(s\) changed/);
  });

  it("takes a post renamed (a deletion and an addition, both content)", () => {
    const repo = repository();
    const head = repo.commit(() =>
      renameSync(
        join(repo.dir, "content/news/first-post.md"),
        join(repo.dir, "content/news/renamed.md"),
      ),
    );
    expect(repo.lane(head).lane).toBe("content");
  });

  it("sends a code change in a commit that looks like the editor's to the full path", () => {
    const repo = repository();
    const head = repo.commit(() => {
      repo.write("content/news/first-post.md", "---\ntitle: Typo fixed\n---\nHello.\n");
      repo.write("app/routes/news.tsx", "export default function News() { return 1; }\n");
    }, "Update News “First”");
    expect(repo.lane(head)).toMatchObject({ lane: "full" });
    expect(repo.lane(head).why).toMatch(/app\/routes\/news\.tsx/);
  });

  it("sends a code change anywhere between live and the new commit to the full path", () => {
    const repo = repository();
    repo.commit(() => repo.write("package.json", '{ "name": "site", "private": true }\n'));
    const head = repo.commit(() =>
      repo.write("content/news/first-post.md", "---\ntitle: Later\n---\n"),
    );
    // The last commit alone is content; what is live is two commits back.
    expect(repo.lane(head).lane).toBe("full");
  });

  it("sends a file renamed out of content/ into the code to the full path", () => {
    const repo = repository();
    const head = repo.commit(() => {
      mkdirSync(join(repo.dir, "app/content"), { recursive: true });
      renameSync(
        join(repo.dir, "content/news/first-post.md"),
        join(repo.dir, "app/content/first-post.md"),
      );
    });
    expect(repo.lane(head).lane).toBe("full");
  });

  it("sends a symlink, an executable file and a script under content/ to the full path", () => {
    const repo = repository();
    const link = repo.commit(() =>
      symlinkSync("../../app/routes/news.tsx", join(repo.dir, "content/news/link.md")),
    );
    expect(repo.lane(link)).toMatchObject({ lane: "full" });

    const other = repository();
    const executable = other.commit(() =>
      chmodSync(join(other.dir, "content/news/first-post.md"), 0o755),
    );
    expect(other.lane(executable).lane).toBe("full");

    const third = repository();
    const script = third.commit(() =>
      third.write("content/news/helper.ts", "export const x = 1;\n"),
    );
    expect(third.lane(script).lane).toBe("full");
  });

  it("takes the full path when what is live is unknown or not in the checkout", () => {
    const repo = repository();
    const head = repo.commit(() =>
      repo.write("content/news/first-post.md", "---\ntitle: Later\n---\n"),
    );
    expect(repo.lane(head, null).lane).toBe("full");
    expect(repo.lane(head, "0123456789abcdef0123456789abcdef01234567")).toMatchObject({
      lane: "full",
      why: expect.stringMatching(/not in this checkout's history/),
    });
    expect(repo.lane(head, "not-a-hash").lane).toBe("full");
    // A release id's 7-character prefix is enough when it names one commit.
    expect(repo.lane(head, repo.live.slice(0, 7)).lane).toBe("content");
  });
});

describe("which paths are the editor's", () => {
  const regular = (path: string) =>
    isEditorial({ path, oldMode: "100644", newMode: "100644" }) as boolean;

  it("only plain paths inside content/ and public/images/", () => {
    expect(regular("content/news/a-post.md")).toBe(true);
    expect(regular("content/settings/site.yaml")).toBe(true);
    expect(regular("public/images/uploads/photo.JPG")).toBe(true);
    for (const path of [
      "content/../app/root.tsx",
      "content/./news/a.md",
      "content/news/../../app/x.md",
      "./content/news/a.md",
      "/content/news/a.md",
      "Content/news/a.md",
      "content",
      "content/",
      "content/news/.hidden.md",
      "content/news/post.md.ts",
      "content/loader.ts",
      "public/images/x.js",
      "public/images/../../server/app.ts",
      "public/art/key.webp",
      "app/content/news.ts",
      "contentx/news/a.md",
    ])
      expect(regular(path), path).toBe(false);
  });

  it("a regular file before and after, or on one side of an addition or deletion", () => {
    const at = (oldMode: string, newMode: string) =>
      isEditorial({ path: "content/news/a.md", oldMode, newMode }) as boolean;
    expect(at("000000", "100644")).toBe(true);
    expect(at("100644", "000000")).toBe(true);
    expect(at("100644", "120000")).toBe(false);
    expect(at("120000", "000000")).toBe(false);
    expect(at("100644", "100755")).toBe(false);
    expect(at("000000", "160000")).toBe(false);
    expect(at("000000", "000000")).toBe(false);
  });

  it("never takes a path with a segment outside the two folders, whatever it is made of", () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9._ -]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (parts) => {
        const path = parts.join("/");
        const editorial = regular(path);
        if (editorial) {
          expect(path.startsWith("content/") || path.startsWith("public/images/")).toBe(true);
          expect(parts).not.toContain("..");
          expect(parts).not.toContain(".");
        }
      }),
    );
    // Any path made to start with content/ but climbing out is refused.
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        expect(regular(["content", ...parts, "..", "app", "x.md"].join("/"))).toBe(false);
      }),
    );
  });
});

describe("laneOf and the raw diff", () => {
  it("one outside change makes the whole push full", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }),
        fc.nat(),
        (names, at) => {
          const changes = names.map((name) => ({
            path: `content/news/${name}.md`,
            oldMode: "100644",
            newMode: "100644",
            status: "M",
          }));
          expect((laneOf(changes) as Verdict).lane).toBe("content");
          changes.splice(at % (changes.length + 1), 0, {
            path: "server/app.ts",
            oldMode: "100644",
            newMode: "100644",
            status: "M",
          });
          expect((laneOf(changes) as Verdict).lane).toBe("full");
        },
      ),
    );
  });

  it("reads paths with spaces, quotes and newlines as git writes them with -z", () => {
    const sha = "a".repeat(40);
    const raw =
      `:100644 100644 ${sha} ${sha} M\0content/news/a "quoted"\nname.md\0` +
      `:000000 120000 ${"0".repeat(40)} ${sha} A\0content/news/link.md\0`;
    expect(parseRawDiff(raw)).toEqual([
      {
        oldMode: "100644",
        newMode: "100644",
        status: "M",
        path: 'content/news/a "quoted"\nname.md',
      },
      { oldMode: "000000", newMode: "120000", status: "A", path: "content/news/link.md" },
    ]);
    expect(() => parseRawDiff("garbage\0path\0")).toThrow(/unexpected diff line/);
  });
});
