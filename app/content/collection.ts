import type { z } from "zod";

/**
 * How a collection of content is stored under content/ and edited in /admin.
 * Schemas come from schema/fields.ts; collections.ts lists them all.
 */
interface Common<S extends z.ZodType> {
  /** Shown in /admin. */
  label: string;
  /** A sentence for the editors, shown above the collection in /admin. */
  description: string;
  /** What `yaml` files hold; `markdown` files are front matter plus a Markdown `body`. */
  format: "yaml" | "markdown";
  schema: S;
}

/** One file, e.g. content/settings/site.yaml. */
export interface FileCollection<S extends z.ZodType = z.ZodType> extends Common<S> {
  kind: "file";
  /** Relative to content/, with its extension. */
  path: string;
}

/**
 * The longest file name (without extension) an entry may have: its slug, which is an
 * address of the site (/news/<slug>). The editor cuts a new entry's name from its
 * title to EDITOR_SLUG_LENGTH (a little less: accented letters can grow by a
 * letter when they are spelled in ASCII); the build refuses longer names.
 */
export const MAX_SLUG_LENGTH = 80;
export const EDITOR_SLUG_LENGTH = 72;

/** A folder of files, one entry each; the file name (without extension) is the entry's slug. */
export interface FolderCollection<S extends z.ZodType = z.ZodType> extends Common<S> {
  kind: "folder";
  /** Relative to content/. */
  path: string;
  labelSingular: string;
  /** The field /admin lists entries by. */
  identifierField: string;
  /** Entries are ordered by this numeric or date field (then by slug); by slug when absent. */
  sortBy?: string;
  order?: "ascending" | "descending";
  /** The slug /admin gives a new entry (Decap's template syntax); "{{slug}}" is the title's. */
  slugTemplate?: string;
  /** Editors may add and delete entries (false for collections the code expects a fixed set of). */
  create: boolean;
}

export type CollectionDefinition<S extends z.ZodType = z.ZodType> =
  FileCollection<S> | FolderCollection<S>;

export function fileCollection<S extends z.ZodType>(
  definition: Omit<FileCollection<S>, "kind">,
): FileCollection<S> {
  return { kind: "file", ...definition };
}

export function folderCollection<S extends z.ZodType>(
  definition: Omit<FolderCollection<S>, "kind">,
): FolderCollection<S> {
  return { kind: "folder", ...definition };
}

/** An entry of a folder collection: its fields plus its slug and file. */
export type Entry<T> = T & { slug: string; file: string };

/** What loading a collection gives: the record of a file, the entries of a folder. */
export type CollectionValue<D> =
  D extends FolderCollection<infer S>
    ? Entry<z.infer<S>>[]
    : D extends FileCollection<infer S>
      ? z.infer<S>
      : never;
