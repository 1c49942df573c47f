import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalFiles, proxyRequest, RefusedPath, type ProxyRequest } from "./local-files";

/**
 * The local editor's file access (issue 25, finding 1 and the symlinks of
 * finding 4), on a throwaway working copy: content/, public/images/, and files
 * around them that no request may reach.
 */
let root: string;
let files: LocalFiles;

const PNG = Buffer.from("89504e470d0a1a0a", "hex").toString("base64");
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
};
const read = (path: string) => readFileSync(join(root, path), "utf8");
/** Every file of the working copy, relative to it. */
const snapshot = (): Record<string, string> => {
  const all: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) all[relative(root, path)] = readFileSync(path, "utf8");
    }
  };
  walk(root);
  return all;
};
/** A request as it arrives (JSON), parsed by the schema, then answered. */
const send = (body: unknown) => files.answer(proxyRequest.parse(body));

beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "local-files-")));
  write("content/news/first-post.md", "---\ntitle: First\n---\nBody\n");
  write("content/site.yaml", "name: Studio\n");
  write("public/images/news/hero.png", "png");
  write("app/routes/home.tsx", "export default 1;\n");
  write("package.json", "{}\n");
  files = new LocalFiles(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the local editor's files", () => {
  it("reads, lists and saves entries and images as Decap asks", async () => {
    expect(await send({ action: "info" })).toMatchObject({
      publish_modes: ["simple"],
      type: "local_fs",
    });
    const listed = (await send({
      action: "entriesByFolder",
      params: { folder: "content/news", extension: "md", depth: 1, branch: "main" },
    })) as { data: string; file: { path: string } }[];
    expect(listed.map((entry) => entry.file.path)).toEqual(["content/news/first-post.md"]);
    expect(listed[0]!.data).toContain("title: First");

    await send({
      action: "persistEntry",
      params: {
        dataFiles: [
          {
            path: "content/news/second-post.md",
            raw: "---\ntitle: Second\n---\n",
            slug: "second-post",
          },
        ],
        assets: [{ path: "public/images/news/second.png", content: PNG, encoding: "base64" }],
        options: { commitMessage: "Create News “second-post”", useWorkflow: false },
      },
    });
    expect(read("content/news/second-post.md")).toContain("Second");
    expect(existsSync(join(root, "public/images/news/second.png"))).toBe(true);

    // A renamed entry: the file moves, the other posts stay where they are.
    await send({
      action: "persistEntry",
      params: {
        dataFiles: [
          {
            path: "content/news/second-post.md",
            newPath: "content/news/renamed.md",
            raw: "---\ntitle: Renamed\n---\n",
          },
        ],
        assets: [],
      },
    });
    expect(existsSync(join(root, "content/news/second-post.md"))).toBe(false);
    expect(read("content/news/renamed.md")).toContain("Renamed");
    expect(read("content/news/first-post.md")).toContain("First");

    const media = (await send({
      action: "getMedia",
      params: { mediaFolder: "/public/images/news" },
    })) as { path: string }[];
    expect(media.map((m) => m.path).sort()).toEqual([
      "public/images/news/hero.png",
      "public/images/news/second.png",
    ]);
    await send({ action: "deleteFile", params: { path: "public/images/news/second.png" } });
    expect(existsSync(join(root, "public/images/news/second.png"))).toBe(false);
  });

  it("refuses a moved entry that leaves content/, and writes nothing of that request", async () => {
    const before = snapshot();
    for (const newPath of [
      "app/routes/home.tsx",
      "package.json",
      ".git/config",
      "content/../server/x.ts",
      "public/images/x.md",
    ]) {
      await expect(
        send({
          action: "persistEntry",
          params: {
            dataFiles: [{ path: "content/news/first-post.md", newPath, raw: "export default 2;" }],
            assets: [],
          },
        }),
        newPath,
      ).rejects.toThrow(RefusedPath);
    }
    expect(snapshot()).toEqual(before);
  });

  it("takes only the requests and fields Decap sends in simple publishing", () => {
    const refused = [
      { action: "unpublishedEntries", params: {} },
      { action: "persistEntry", params: { entry: { path: "app/x.tsx", raw: "x" }, assets: [] } },
      {
        action: "persistMedia",
        params: { asset: { path: "public/images/a.png", content: "", encoding: "utf8" } },
      },
      { action: "getEntry" },
      { path: "content/site.yaml" },
    ];
    for (const body of refused)
      expect(proxyRequest.safeParse(body).success, JSON.stringify(body)).toBe(false);
    // Fields the schema does not name never reach the files.
    const parsed = proxyRequest.parse({
      action: "persistMedia",
      params: {
        asset: {
          path: "public/images/a.png",
          content: PNG,
          encoding: "base64",
          newPath: "app/a.ts",
        },
      },
    });
    expect(parsed).toEqual({
      action: "persistMedia",
      params: { asset: { path: "public/images/a.png", content: PNG, encoding: "base64" } },
    });
  });

  it("keeps entries in content/ and images (image files only) in public/images/", async () => {
    const before = snapshot();
    const refused: ProxyRequest[] = [
      { action: "getEntry", params: { path: "package.json" } },
      { action: "getEntry", params: { path: "public/images/news/hero.png" } },
      { action: "getMediaFile", params: { path: "content/site.yaml" } },
      {
        action: "persistMedia",
        params: { asset: { path: "public/images/page.html", content: PNG, encoding: "base64" } },
      },
      {
        action: "persistMedia",
        params: { asset: { path: "public/art/x.png", content: PNG, encoding: "base64" } },
      },
      { action: "deleteFiles", params: { paths: ["content/site.yaml", "app/routes/home.tsx"] } },
      { action: "entriesByFolder", params: { folder: "app", extension: "tsx", depth: 3 } },
    ];
    for (const request of refused)
      await expect(files.answer(request), JSON.stringify(request)).rejects.toThrow(RefusedPath);
    expect(snapshot()).toEqual(before);
  });

  it("makes public/images/ at the first upload of a fresh clone (git keeps no empty folder)", async () => {
    rmSync(join(root, "public"), { recursive: true });
    expect(
      await send({ action: "getMedia", params: { mediaFolder: "public/images/news" } }),
    ).toEqual([]);
    await send({
      action: "persistMedia",
      params: { asset: { path: "public/images/news/first.png", content: PNG, encoding: "base64" } },
    });
    expect(existsSync(join(root, "public/images/news/first.png"))).toBe(true);
    // An editable folder that is a symlink out of the working copy is refused, and nothing is made there.
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "outside-")));
    rmSync(join(root, "public"), { recursive: true });
    symlinkSync(outside, join(root, "public"));
    await expect(
      send({ action: "getMedia", params: { mediaFolder: "public/images" } }),
    ).rejects.toThrow(/leads outside the working copy/);
    expect(readdirSync(outside)).toEqual([]);
    rmSync(outside, { recursive: true });
  });

  it("does not follow a symlink out of its folder, and lists no symlink", async () => {
    symlinkSync(join(root, "app"), join(root, "content/linked-app"));
    symlinkSync(join(root, "package.json"), join(root, "content/package.yaml"));
    symlinkSync(join(root, "missing"), join(root, "content/nowhere.yaml"));
    const before = snapshot();
    for (const path of [
      "content/linked-app/routes/home.tsx",
      "content/package.yaml",
      "content/linked-app/new.tsx",
      "content/nowhere.yaml",
    ]) {
      await expect(send({ action: "getEntry", params: { path } }), path).rejects.toThrow(
        RefusedPath,
      );
      await expect(
        send({
          action: "persistEntry",
          params: { dataFiles: [{ path, raw: "changed" }], assets: [] },
        }),
        path,
      ).rejects.toThrow(RefusedPath);
    }
    const listed = (await send({
      action: "entriesByFolder",
      params: { folder: "content", extension: "", depth: 4 },
    })) as {
      file: { path: string };
    }[];
    expect(listed.map((entry) => entry.file.path).sort()).toEqual([
      "content/news/first-post.md",
      "content/site.yaml",
    ]);
    expect(snapshot()).toEqual(before);
  });

  it("resolves any path it accepts inside content/ or public/images/", async () => {
    const segment = fc.constantFrom(
      "content",
      "public",
      "images",
      "news",
      "..",
      ".",
      "",
      "app",
      "a.md",
      "x.png",
      "%2e%2e",
      "\\..",
      "\0",
    );
    const inside = [realpathSync(join(root, "content")), realpathSync(join(root, "public/images"))];
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 7 }),
        fc.boolean(),
        async (segments, leadingSlash) => {
          const path = `${leadingSlash ? "/" : ""}${segments.join("/")}`;
          try {
            const real = await files.resolve(path, ["content", "public/images"]);
            expect(
              inside.some((folder) => real === folder || real.startsWith(`${folder}${sep}`)),
              `${path} -> ${real}`,
            ).toBe(true);
          } catch (error) {
            expect(error, path).toBeInstanceOf(RefusedPath);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
