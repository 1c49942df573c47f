/**
 * Every file of content/ with what the editor needs to write it: its collection's
 * format and the order of its fields (the order Decap sorts the top-level keys into).
 * Used by the normalising script (scripts/cms/normalise-content.ts) and its test.
 */
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { collections } from "../../app/content/collections";
import { decapCollection } from "./decap-config";

export interface EditedFile {
  /** Relative to the repository, with forward slashes: `content/news/x.md`. */
  path: string;
  collection: string;
  format: "yaml" | "markdown";
  fieldOrder: string[];
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The files of `<root>/content` and the collection each belongs to, sorted by path.
 * A file no collection claims is reported in `unclaimed` (the editor never writes it).
 */
export function editedFiles(root: string): { files: EditedFile[]; unclaimed: string[] } {
  const files: EditedFile[] = [];
  const unclaimed: string[] = [];
  const claims = Object.entries(collections).map(([name, definition]) => {
    const decap = decapCollection(name, definition);
    const format = definition.format === "markdown" ? "markdown" : "yaml";
    const fields = decap.files?.[0]?.fields ?? decap.fields ?? [];
    return { name, decap, format, fieldOrder: fields.map((f) => f.name) } as const;
  });
  for (const absolute of filesUnder(join(root, "content"))) {
    const path = relative(root, absolute).split(sep).join("/");
    const claim = claims.find(({ decap }) =>
      decap.files
        ? decap.files.some((f) => f.file === path)
        : decap.folder !== undefined &&
          path.startsWith(`${decap.folder}/`) &&
          !path.slice(decap.folder.length + 1).includes("/") &&
          path.endsWith(`.${decap.extension}`),
    );
    if (claim)
      files.push({
        path,
        collection: claim.name,
        format: claim.format,
        fieldOrder: [...claim.fieldOrder],
      });
    else unclaimed.push(path);
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, unclaimed: unclaimed.sort() };
}
