/**
 * The modules of Decap's Markdown widget and image component that server/editor/markdown-body.ts
 * runs: plain JavaScript without typings. A remark plugin is called by unified with the
 * processor as `this`, so it is typed loosely here; the Slate plugins take and return an editor.
 */
type DecapRemarkPlugin = (this: never, options?: never) => unknown;

declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkAllowHtmlEntities.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkEscapeMarkdownEntities.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkShortcodes.js" {
  export const remarkParseShortcodes: DecapRemarkPlugin;
  export function createRemarkShortcodeStringifier(options: {
    plugins: unknown;
  }): DecapRemarkPlugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkSlate.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkSquashReferences.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkStripTrailingBreaks.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/remarkWrapHtml.js" {
  const plugin: DecapRemarkPlugin;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/serializers/slateRemark.js" {
  import type { Descendant } from "slate";
  export default function slateToRemark(
    value: Descendant[],
    options: { voidCodeBlock: boolean },
  ): unknown;
}
declare module "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/blocks/withBlocks.js" {
  import type { Editor } from "slate";
  const plugin: <T extends Editor>(editor: T) => T;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/inlines/withInlines.js" {
  import type { Editor } from "slate";
  const plugin: <T extends Editor>(editor: T) => T;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/lists/withLists.js" {
  import type { Editor } from "slate";
  const plugin: <T extends Editor>(editor: T) => T;
  export default plugin;
}
declare module "decap-cms-widget-markdown/dist/esm/MarkdownControl/plugins/shortcodes/withShortcodes.js" {
  import type { Editor } from "slate";
  const plugin: <T extends Editor>(editor: T) => T;
  export default plugin;
}
declare module "decap-cms-editor-component-image/dist/esm/index.js" {
  const image: Record<string, unknown>;
  export default image;
}
