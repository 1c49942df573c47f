/**
 * The editor's local file access for `npm run edit`: the requests of Decap's
 * "proxy" backend (POST /admin/api/v1, `{ action, params }`), answered from the
 * files of this working copy and from nowhere else.
 *
 * It replaces decap-server's file-system mode, which took any field of a request
 * as a path and only checked that it stayed inside the repository: a `newPath`
 * in a persistEntry moved a saved file anywhere (`app/`, `server/`, `.git/`),
 * where the development server would run it (issue 25). Here:
 *  - only the actions Decap's proxy backend sends in simple publishing are
 *    known, and only the fields listed in their schema are read (zod drops the
 *    rest): everything else is refused with 422 and changes nothing;
 *  - entries are read, written, moved and deleted under content/ only, media
 *    under public/images/ only, and a medium must be an image file;
 *  - every path is resolved after symlinks and must stay inside its folder; a
 *    folder listing skips symlinks; a whole request is checked before its first
 *    write, so a refused request writes nothing.
 * The answers have the shapes decap-server gives (Decap reads them).
 */
import { createHash } from "node:crypto";
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  unlink,
  writeFile,
} from "node:fs/promises";
import { basename, dirname, join, posix, relative, sep } from "node:path";
import { z } from "zod";
import { IMAGE_EXTENSIONS } from "../../app/content/schema/fields";
import { MEDIA_ROOT } from "./decap-config";

/** The folders the editor may change, relative to the working copy: entries, and their images. */
export const ENTRY_FOLDER = "content";
export const MEDIA_FOLDER = MEDIA_ROOT.folder;
type Folder = typeof ENTRY_FOLDER | typeof MEDIA_FOLDER;

/** A path refused by the confinement: its message names the path and the rule. */
export class RefusedPath extends Error {}

const path = z.string().min(1).max(1024);
const asset = z.object({ path, content: z.string(), encoding: z.literal("base64") });

/** Every request the editor may make, with the fields each one may carry. */
export const proxyRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("info") }),
  z.object({
    action: z.literal("entriesByFolder"),
    params: z.object({
      folder: path,
      extension: z.string().max(16),
      depth: z.number().int().min(1).max(16),
    }),
  }),
  z.object({
    action: z.literal("entriesByFiles"),
    params: z.object({
      files: z.array(z.object({ path, label: z.string().max(1024).optional() })).max(10_000),
    }),
  }),
  z.object({ action: z.literal("getEntry"), params: z.object({ path }) }),
  z.object({
    action: z.literal("persistEntry"),
    params: z.object({
      dataFiles: z
        .array(z.object({ path, raw: z.string(), newPath: path.optional() }))
        .min(1)
        .max(64),
      assets: z.array(asset).max(64).default([]),
    }),
  }),
  z.object({ action: z.literal("getMedia"), params: z.object({ mediaFolder: path }) }),
  z.object({ action: z.literal("getMediaFile"), params: z.object({ path }) }),
  z.object({ action: z.literal("persistMedia"), params: z.object({ asset }) }),
  z.object({ action: z.literal("deleteFile"), params: z.object({ path }) }),
  z.object({
    action: z.literal("deleteFiles"),
    params: z.object({ paths: z.array(path).max(1000) }),
  }),
  z.object({ action: z.literal("getDeployPreview") }),
]);
export type ProxyRequest = z.infer<typeof proxyRequest>;

/** The path as Decap writes it, made relative and normalised; null where it cannot be in a folder. */
function normalise(name: string): string | null {
  if (name.includes("\0") || name.includes("\\")) return null;
  const normalised = posix.normalize(name.replace(/^\/+/, "")).replace(/\/+$/, "");
  if (normalised === ".." || normalised.startsWith("../")) return null;
  return normalised;
}

/** The folder (of `allowed`) a Decap path names, or null. */
export function folderOf(name: string, allowed: readonly Folder[]): Folder | null {
  const normalised = normalise(name);
  if (normalised === null) return null;
  return (
    allowed.find((folder) => normalised === folder || normalised.startsWith(`${folder}/`)) ?? null
  );
}

const isInside = (folder: string, file: string) => {
  const path = relative(folder, file);
  return path === "" || (!path.startsWith(`..${sep}`) && path !== ".." && !path.startsWith(sep));
};

/**
 * Where `path` really is: its deepest existing part with every symlink followed,
 * then the parts that do not exist yet. `name` is how the refusal names it.
 */
async function realLocation(path: string, name: string): Promise<string> {
  const missing: string[] = [];
  let existing = path;
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch {
      missing.unshift(basename(existing));
      existing = dirname(existing);
    }
  }
  const found = await realpath(existing).catch(() => {
    throw new RefusedPath(`${name}: a symlink that leads nowhere`);
  });
  return join(found, ...missing);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const isImage = (name: string) =>
  IMAGE_EXTENSIONS.includes(posix.extname(name).slice(1).toLowerCase());

/** The files of one working copy that the editor may read and change. */
export class LocalFiles {
  constructor(private readonly root: string) {}

  /**
   * The real location of `name` (a Decap path), checked to be inside one of the
   * `allowed` folders after every symlink is followed; a file that does not
   * exist yet is checked through its deepest existing folder.
   */
  async resolve(name: string, allowed: readonly Folder[]): Promise<string> {
    const folder = folderOf(name, allowed);
    if (folder === null)
      throw new RefusedPath(
        `${name}: the editor may only change ${allowed.map((f) => `${f}/`).join(" and ")}`,
      );
    const base = await this.folderBase(folder);
    const real = await realLocation(join(this.root, normalise(name)!), name);
    if (!isInside(base, real))
      throw new RefusedPath(`${name}: leads outside ${folder}/ (a symlink)`);
    return real;
  }

  /**
   * The real path of an editable folder, made when it is missing (git keeps no
   * empty folder: a fresh clone has no public/images/ until the first upload),
   * after checking that it lies inside the working copy.
   */
  private async folderBase(folder: Folder): Promise<string> {
    const path = join(this.root, folder);
    const root = await realpath(this.root);
    if (!isInside(root, await realLocation(path, `${folder}/`)))
      throw new RefusedPath(`${folder}/ leads outside the working copy (a symlink)`);
    await mkdir(path, { recursive: true });
    return realpath(path);
  }

  private async resolveMedium(name: string) {
    if (!isImage(name))
      throw new RefusedPath(`${name}: an image must be one of ${IMAGE_EXTENSIONS.join(", ")}`);
    return this.resolve(name, [MEDIA_FOLDER]);
  }

  /** The regular files under a folder, `depth` levels down, never through a symlink. */
  private async list(folder: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => {
        const file = join(folder, entry.name);
        if (entry.isDirectory()) return this.list(file, extension, depth - 1);
        return entry.isFile() && file.endsWith(extension) ? [file] : [];
      }),
    );
    return nested.flat();
  }

  /** `name` as Decap wants it back: relative to the working copy, with forward slashes. */
  private decapPath(name: string) {
    return normalise(name) ?? name;
  }

  private async entry(file: { path: string; label?: string }) {
    const path = this.decapPath(file.path);
    try {
      const data = await readFile(await this.resolve(file.path, [ENTRY_FOLDER]));
      return { data: data.toString(), file: { path, label: file.label, id: sha256(data) } };
    } catch (error) {
      if (error instanceof RefusedPath) throw error;
      // A file that is not there (yet): Decap shows an empty entry, as decap-server answers.
      return { data: null, file: { path, label: file.label, id: null } };
    }
  }

  private async medium(name: string) {
    const data = await readFile(await this.resolveMedium(name));
    const path = this.decapPath(name);
    return {
      id: sha256(data),
      content: data.toString("base64"),
      encoding: "base64",
      path,
      name: posix.basename(path),
    };
  }

  private async folderEntries(folder: string, extension: string, depth: number, allowed: Folder) {
    const base = await this.resolve(folder, [allowed]);
    const real = await realpath(join(this.root, allowed));
    return (await this.list(base, extension, depth)).map((file) =>
      posix.join(allowed, relative(real, file).split(sep).join("/")),
    );
  }

  /** Answers one request; throws RefusedPath (before any write) for a path outside its folder. */
  async answer(request: ProxyRequest): Promise<unknown> {
    switch (request.action) {
      case "info":
        return { repo: basename(this.root), publish_modes: ["simple"], type: "local_fs" };
      case "entriesByFolder": {
        const { folder, extension, depth } = request.params;
        const files = await this.folderEntries(folder, extension, depth, ENTRY_FOLDER);
        return Promise.all(files.map((file) => this.entry({ path: file })));
      }
      case "entriesByFiles":
        return Promise.all(request.params.files.map((file) => this.entry(file)));
      case "getEntry":
        return this.entry({ path: request.params.path });
      case "persistEntry": {
        const { dataFiles, assets } = request.params;
        // Every target is checked before the first write.
        const writes = await Promise.all([
          ...dataFiles.map(async (file) => ({
            target: await this.resolve(file.path, [ENTRY_FOLDER]),
            data: file.raw as string | Buffer,
          })),
          ...assets.map(async (a) => ({
            target: await this.resolveMedium(a.path),
            data: Buffer.from(a.content, "base64"),
          })),
        ]);
        const moves = await Promise.all(
          dataFiles
            .filter((file) => file.newPath !== undefined)
            .map(async (file) => ({
              from: await this.resolve(file.path, [ENTRY_FOLDER]),
              to: await this.resolve(file.newPath!, [ENTRY_FOLDER]),
            })),
        );
        for (const { target, data } of writes) {
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, data);
        }
        // An entry whose file name changes (its slug): only that file moves.
        for (const { from, to } of moves) {
          await mkdir(dirname(to), { recursive: true });
          await rename(from, to);
        }
        return { message: "entry persisted" };
      }
      case "getMedia": {
        const files = await this.folderEntries(request.params.mediaFolder, "", 1, MEDIA_FOLDER);
        return Promise.all(files.filter(isImage).map((file) => this.medium(file)));
      }
      case "getMediaFile":
        return this.medium(request.params.path);
      case "persistMedia": {
        const { asset } = request.params;
        const target = await this.resolveMedium(asset.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, Buffer.from(asset.content, "base64"));
        return this.medium(asset.path);
      }
      case "deleteFile":
      case "deleteFiles": {
        const paths =
          request.action === "deleteFile" ? [request.params.path] : request.params.paths;
        const targets = await Promise.all(
          paths.map((p) => this.resolve(p, [ENTRY_FOLDER, MEDIA_FOLDER])),
        );
        await Promise.all(targets.map((target) => unlink(target).catch(() => undefined)));
        return { message: `deleted ${paths.map((p) => this.decapPath(p)).join(", ")}` };
      }
      case "getDeployPreview":
        return null;
    }
  }
}
