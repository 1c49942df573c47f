/**
 * Rewrites every file of content/ in the form the editor at /admin writes it
 * (server/editor/content-format.ts: its YAML, its front matter, and Markdown bodies as its
 * rich-text widget writes them), so that a save through the editor changes only the lines
 * the person changed. Safe to run again: a file already in that form is left alone.
 * A file is not written, and the script fails naming it, when its meaning would change
 * (the data the site reads from it, and the HTML a Markdown body draws:
 * server/editor/content-meaning.ts) or when it holds a YAML comment, which the editor
 * would drop (move what it says to the field's hint or docs/content.md).
 *
 *   npx tsx scripts/cms/normalise-content.ts          rewrite what differs
 *   npx tsx scripts/cms/normalise-content.ts --check  only list what differs (exit 1 if any)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { editorForm } from "../../server/editor/content-format";
import { editedFiles } from "../../server/editor/content-inventory";
import { sameMeaning } from "../../server/editor/content-meaning";
import { yamlComments } from "../../server/editor/yaml-comments";

const check = process.argv.includes("--check");
const root = process.cwd();
const { files, unclaimed } = editedFiles(root);
const differ: string[] = [];
const refused: string[] = [];

for (const file of files) {
  const before = readFileSync(file.path, "utf8");
  const comments = yamlComments(before, file.format);
  for (const comment of comments)
    refused.push(
      `${file.path}:${comment.line}: a YAML comment ("# ${comment.text}"), which the editor drops at its first save: put what it says in the field's hint (app/content/schema) or docs/content.md, then remove it`,
    );
  if (comments.length > 0) continue;
  const after = editorForm(before, file.format, file.fieldOrder);
  if (after === before) continue;
  if (!sameMeaning(before, after, file.format)) {
    refused.push(`${file.path}: its meaning would change, not written`);
    continue;
  }
  differ.push(file.path);
  if (!check) writeFileSync(file.path, after);
}

for (const path of unclaimed) console.log(`not in a collection, left as it is: ${path}`);
for (const line of refused) console.error(line);
console.log(
  `${files.length} files in the editor's collections; ${differ.length} ${check ? "not in the editor's form" : "rewritten"}`,
);
if (check) for (const path of differ) console.log(`  ${path}`);
if (refused.length > 0 || (check && differ.length > 0)) process.exitCode = 1;
