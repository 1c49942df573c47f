/**
 * Rewrites every file of content/ in the form the editor at /admin writes it
 * (server/editor/content-format.ts), so that a save through the editor changes only
 * the lines the person changed. Safe to run again: a file already in that form is
 * left alone. A file whose meaning would change (the data the site reads from it,
 * app/content/load.server.ts) is not written, and the script fails naming it.
 *
 *   npx tsx scripts/cms/normalise-content.ts          rewrite what differs
 *   npx tsx scripts/cms/normalise-content.ts --check  only list what differs (exit 1 if any)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { parseContentText } from "../../app/content/load.server";
import { editorForm } from "../../server/editor/content-format";
import { editedFiles } from "../../server/editor/content-inventory";

const check = process.argv.includes("--check");
const root = process.cwd();
const { files, unclaimed } = editedFiles(root);
const differ: string[] = [];
const refused: string[] = [];

for (const file of files) {
  const before = readFileSync(file.path, "utf8");
  const after = editorForm(before, file.format, file.fieldOrder);
  if (after === before) continue;
  if (
    !isDeepStrictEqual(parseContentText(before, file.format), parseContentText(after, file.format))
  ) {
    refused.push(file.path);
    continue;
  }
  differ.push(file.path);
  if (!check) writeFileSync(file.path, after);
}

for (const path of unclaimed) console.log(`not in a collection, left as it is: ${path}`);
for (const path of refused) console.error(`meaning would change, not written: ${path}`);
console.log(
  `${files.length} files in the editor's collections; ${differ.length} ${check ? "not in the editor's form" : "rewritten"}`,
);
if (check) for (const path of differ) console.log(`  ${path}`);
if (refused.length > 0 || (check && differ.length > 0)) process.exitCode = 1;
