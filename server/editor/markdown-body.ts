/**
 * A Markdown body as the editor at /admin writes it back. Decap CMS 3.16.3's rich-text
 * widget (decap-cms-widget-markdown 3.13.1, the version decap-cms-app 3.16.3 pins) reads a
 * body into its Slate editor and, on a change, writes what the editor holds through
 * remark-stringify, so a body not in that form is rewritten at its first save
 * (docs/decisions/0016-cms.md, revision of issue 41).
 *
 * This runs the widget's own serialisers in Node: the remark plugins and the Slate plugins
 * of its published package (`dist/esm/`), with the copies of unified 9, remark-parse 6,
 * remark-stringify 6 and Slate 0.118 that package resolves, and the two editor components
 * the bundle registers (decap-cms-editor-component-image 3.4.2, and a code block). Two
 * pieces are composed here because importing them would load the widget's React controls:
 * `serializers/index.js` (markdownToSlate, slateToMarkdown and their remark options) and
 * decap-cms-core's `registerEditorComponent` defaults. Both were read in the 3.16.3 bundle,
 * which carries the same options (`commonmark`, `fences`, `listItemIndent: '1'`, `*` for
 * bullets, emphasis and strong, `-` for rules; the `url` inline tokenizer removed).
 */
import { createRequire } from "node:module";
import imageComponent from "decap-cms-editor-component-image/dist/esm/index.js";
import withBlocks from "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/blocks/withBlocks.js";
import withInlines from "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/inlines/withInlines.js";
import withLists from "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/lists/withLists.js";
import withShortcodes from "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/shortcodes/withShortcodes.js";
import remarkAllowHtmlEntities from "decap-cms-widget-markdown/dist/esm/serializers/remarkAllowHtmlEntities.js";
import remarkEscapeMarkdownEntities from "decap-cms-widget-markdown/dist/esm/serializers/remarkEscapeMarkdownEntities.js";
import {
  createRemarkShortcodeStringifier,
  remarkParseShortcodes,
} from "decap-cms-widget-markdown/dist/esm/serializers/remarkShortcodes.js";
import remarkToSlate from "decap-cms-widget-markdown/dist/esm/serializers/remarkSlate.js";
import remarkSquashReferences from "decap-cms-widget-markdown/dist/esm/serializers/remarkSquashReferences.js";
import remarkStripTrailingBreaks from "decap-cms-widget-markdown/dist/esm/serializers/remarkStripTrailingBreaks.js";
import remarkWrapHtml from "decap-cms-widget-markdown/dist/esm/serializers/remarkWrapHtml.js";
import slateToRemark from "decap-cms-widget-markdown/dist/esm/serializers/slateRemark.js";
import { Map as ImmutableMap, fromJS } from "immutable";
import { createEditor, Editor, type Descendant } from "slate";

/** The part of unified 9's processor used here (the widget's copy is untyped from here). */
interface Processor {
  use(plugin: unknown, options?: unknown): Processor;
  parse(text: string): unknown;
  runSync(tree: unknown): { children: Descendant[] } & Record<string, unknown>;
  stringify(tree: unknown): string;
}
interface RemarkCompiler {
  prototype: { visitors: Record<string, (node: { value: string }) => string> };
}
interface RemarkParser {
  prototype: { inlineTokenizers: Record<string, unknown> };
}

/** The widget's own copies of its libraries (the site's node_modules holds unified 11 at the top). */
const widgetRequire = createRequire(
  createRequire(import.meta.url).resolve("decap-cms-widget-markdown/package.json"),
);
const unified = widgetRequire("unified") as () => Processor;
const remarkParse = widgetRequire("remark-parse") as unknown;
const remarkStringify = widgetRequire("remark-stringify") as unknown;
const trimEnd = widgetRequire("lodash/trimEnd") as (text: string) => string;

/** decap-cms-core's `registerEditorComponent`: the defaults it gives a component. */
function editorComponent(config: Record<string, unknown>) {
  const {
    id = null,
    label = "unnamed component",
    icon = "exclamation-triangle",
    type = "shortcode",
    widget = "object",
    pattern = /.^/,
    fields = [],
    fromBlock,
    toBlock,
    toPreview,
    ...rest
  } = config as Record<string, unknown> & { id?: string | null; label?: string };
  const bind = (fn: unknown) => typeof fn === "function" && (fn as () => unknown).bind(null);
  return {
    id: id || label.replace(/[^A-Z0-9]+/gi, "_"),
    label,
    type,
    icon,
    widget,
    pattern,
    fromBlock: bind(fromBlock) || (() => ({})),
    toBlock: bind(toBlock) || (() => "Plugin"),
    toPreview: bind(toPreview) || (!widget && (bind(toBlock) || (() => "Plugin"))),
    fields: fromJS(fields) as unknown,
    ...rest,
  };
}

/** The editor components decap-cms-app 3.16.3 registers, in its order (an Immutable Map by id, as the widget gets them). */
const editorComponents = ImmutableMap(
  [
    editorComponent(imageComponent),
    editorComponent({ id: "code-block", label: "Code Block", widget: "code", type: "code-block" }),
  ].map((component) => [component.id, component] as const),
);
/** The code block is registered, so the widget treats it as a void block (VisualEditor's `voidCodeBlock`). */
const voidCodeBlock = true;

/** The widget's `markdownToRemarkRemoveTokenizers`: bare URLs are not turned into links. */
function removeUrlTokenizer(this: { Parser: RemarkParser }) {
  delete this.Parser.prototype.inlineTokenizers.url;
}

/** The widget's `remarkAllowAllText`: text is written as it is, unescaped (escaping is its own plugin). */
function allowAllText(this: { Compiler: RemarkCompiler }) {
  this.Compiler.prototype.visitors.text = (node) => node.value;
}

/** The widget's `markdownToSlate`: a body as the Slate editor's value. */
export function markdownToSlate(markdown: string): Descendant[] {
  const parser = unified()
    .use(remarkParse, { fences: true, commonmark: true })
    .use(removeUrlTokenizer)
    .use(remarkParseShortcodes, { plugins: editorComponents })
    .use(remarkAllowHtmlEntities)
    .use(remarkSquashReferences)
    .use([]);
  const mdast = parser.runSync(parser.parse(markdown));
  return unified().use(remarkWrapHtml).use(remarkToSlate, { voidCodeBlock }).runSync(mdast)
    .children;
}

/** The widget's `slateToMarkdown`: the Slate editor's value written as Markdown. */
export function slateToMarkdown(value: Descendant[]): string {
  const mdast = slateToRemark(value, { voidCodeBlock });
  const processor = unified()
    .use({
      settings: {
        commonmark: true,
        fences: true,
        listItemIndent: "1",
        bullet: "*",
        emphasis: "*",
        strong: "*",
        rule: "-",
      },
    })
    .use(remarkEscapeMarkdownEntities)
    .use(remarkStripTrailingBreaks)
    .use(remarkStringify)
    .use(allowAllText)
    .use(createRemarkShortcodeStringifier({ plugins: editorComponents }))
    .use([]);
  return trimEnd(processor.stringify(processor.runSync(mdast)).replace(/\r?/g, ""));
}

/**
 * The value as the widget's Slate editor holds it once normalised: Slate's own rules plus
 * the widget's (adjacent lists of one kind merged, empty links removed, never an empty
 * document). Whether the editor normalises before its first save depends on what the person
 * does in it, so a body stored in the editor's form must be a fixed point either way.
 */
export function normaliseInEditor(value: Descendant[]): Descendant[] {
  const editor = withShortcodes(withBlocks(withLists(withInlines(createEditor()))));
  editor.children = structuredClone(value);
  Editor.normalize(editor, { force: true });
  return editor.children;
}

/** A body as the editor writes it after the person changed something in it (or in the entry). */
export function editorMarkdown(markdown: string): string {
  return slateToMarkdown(normaliseInEditor(markdownToSlate(markdown)));
}
