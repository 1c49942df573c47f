/**
 * What /admin adds to Decap: the preview pane and one rule for saving.
 * Bundled by server/editor/admin-assets.ts into /admin/editor.js, which runs after
 * Decap's bundle: that bundle carries its own React and exposes `CMS`, `h`
 * (React.createElement) and `createClass`, so nothing here imports React and
 * the site's bundle is untouched.
 *
 * The preview draws every entry with the site's own stylesheet (its hashed
 * file, found when the build runs) and fonts, so that what an editor sees
 * beside the form looks like the page.
 * One template draws every collection from its fields (as the generated
 * configuration lists them): the entry's title as the page's heading, text as
 * paragraphs, lists as the site's check lists and cards, Markdown as the
 * article body, images as images. A new collection gets a preview with no code.
 */

/** Immutable.js values as Decap hands them over (only what is used here). */
interface ImmutableValue {
  get(key: string | number): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}
interface ImmutableList<T> {
  toArray(): T[];
}
type Child = unknown;
interface PreviewProps {
  entry: ImmutableValue;
  collection: ImmutableValue;
  fields: ImmutableList<ImmutableValue>;
  widgetFor(name: string): Child;
  getAsset(path: string): { toString(): string };
}
interface DecapGlobal {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: {
    name: "preSave";
    handler(event: { entry: ImmutableValue }): unknown;
  }): void;
}
/** The parts of an Immutable.js Map or List used to clean an entry before it is saved. */
interface ImmutableCollection {
  filter(keep: (value: unknown) => boolean): ImmutableCollection;
  map(change: (value: unknown) => unknown): ImmutableCollection;
}

declare const CMS: DecapGlobal;
declare const h: (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: Child[]
) => Child;
declare const createClass: (spec: { render(this: { props: PreviewProps }): Child }) => unknown;
/** Set when the script is bundled: the site's stylesheets, the collections' names. */
declare const __SITE_STYLESHEETS__: string[];
declare const __COLLECTIONS__: string[];

interface FieldInfo {
  name: string;
  label: string;
  widget: string;
  fields?: FieldInfo[];
  field?: FieldInfo;
}

function fieldInfo(field: ImmutableValue): FieldInfo {
  return field.toJS() as FieldInfo;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

/** The value as text (dates are written YYYY-MM-DD; a Date can come from the date picker). */
function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value ?? "");
}

function image(props: PreviewProps, value: unknown, alt: string): Child {
  if (typeof value !== "string" || !value) return null;
  return h("img", {
    className: "cms-image",
    src: props.getAsset(value).toString(),
    alt,
  });
}

/** One value of a field (inside a list or a group: drawn from its data, not from a widget). */
function valueOf(props: PreviewProps, field: FieldInfo, value: unknown): Child {
  if (isEmpty(value)) return null;
  switch (field.widget) {
    case "image":
      return image(props, value, field.label);
    case "list":
      return list(props, field, value as unknown[]);
    case "object":
      return group(props, field.fields ?? [], value as Record<string, unknown>);
    case "text":
    case "markdown":
      return h("p", { className: "cms-text" }, text(value));
    default:
      return h("span", null, text(value));
  }
}

function list(props: PreviewProps, field: FieldInfo, values: unknown[]): Child {
  if (field.fields) {
    return h(
      "div",
      { className: "cms-cards" },
      ...values.map((item, index) =>
        card(props, field.fields!, item as Record<string, unknown>, index),
      ),
    );
  }
  const item = field.field ?? { name: "item", label: field.label, widget: "string" };
  if (item.widget === "image")
    return h("div", { className: "cms-images" }, ...values.map((v) => image(props, v, item.label)));
  return h(
    "ul",
    { className: "check-list cms-list" },
    ...values.map((v, index) => h("li", { key: index }, h("span", null, text(v)))),
  );
}

/** A record in a list, drawn as the site's card: its first line as the card's title. */
function card(
  props: PreviewProps,
  fields: FieldInfo[],
  value: Record<string, unknown>,
  key: number,
): Child {
  const title = fields.find((f) => f.widget === "string" && !isEmpty(value[f.name]));
  const rest = fields.filter((f) => f !== title);
  return h(
    "div",
    { className: "card", key },
    title ? h("h3", { className: "card-title cms-card-title" }, text(value[title.name])) : null,
    group(props, rest, value),
  );
}

function group(props: PreviewProps, fields: FieldInfo[], value: Record<string, unknown>): Child {
  const rows = fields.filter((f) => !isEmpty(value?.[f.name]));
  if (rows.length === 0) return null;
  return h(
    "dl",
    { className: "cms-fields" },
    ...rows.map((f) =>
      h(
        "div",
        { key: f.name, className: "cms-field" },
        h("dt", { className: "cms-label" }, f.label),
        h("dd", null, valueOf(props, f, value[f.name])),
      ),
    ),
  );
}

/**
 * The field that names the entry: the collection's identifier field, else
 * "title", else the first line of text; none for a settings file whose first
 * line names nothing (its heading is then the collection's name).
 */
function titleField(props: PreviewProps, fields: FieldInfo[]): FieldInfo | undefined {
  const identifier = props.collection.get("identifier_field");
  return (
    fields.find((f) => f.name === identifier) ??
    fields.find((f) => f.name === "title" || f.name === "name") ??
    (props.collection.get("folder") ? fields.find((f) => f.widget === "string") : undefined)
  );
}

const EntryPreview = createClass({
  render() {
    const props = this.props;
    const fields = props.fields.toArray().map(fieldInfo);
    const data = (props.entry.get("data") as ImmutableValue | undefined)?.toJS() as
      Record<string, unknown> | undefined;
    const values = data ?? {};
    const heading = titleField(props, fields);
    const kind = (props.collection.get("label_singular") ??
      props.collection.get("label")) as string;
    const rest = fields.filter((f) => f !== heading);
    const hero = rest.find((f) => f.widget === "image" && !isEmpty(values[f.name]));
    return h(
      "div",
      { className: "cms-preview" },
      h(
        "header",
        { className: "cms-hero" },
        h(
          "div",
          { className: "container-page" },
          heading ? h("p", { className: "eyebrow" }, kind) : null,
          h(
            "h1",
            { className: "cms-title", "data-preview-title": "" },
            heading ? text(values[heading.name]) : kind,
          ),
        ),
      ),
      h(
        "div",
        { className: "container-page cms-body" },
        hero ? image(props, values[hero.name], hero.label) : null,
        ...rest
          .filter((f) => f !== hero && !isEmpty(values[f.name]))
          .map((f) =>
            f.widget === "markdown"
              ? h("div", { key: f.name, className: "cms-markdown" }, props.widgetFor(f.name))
              : h(
                  "section",
                  { key: f.name, className: "cms-section", "data-preview-field": f.name },
                  h("h2", { className: "cms-label" }, f.label),
                  f.widget === "text"
                    ? h("p", { className: "lead" }, text(values[f.name]))
                    : valueOf(props, f, values[f.name]),
                ),
          ),
      ),
    );
  },
});

for (const href of __SITE_STYLESHEETS__) CMS.registerPreviewStyle(href);
CMS.registerPreviewStyle("/admin/preview.css");
for (const name of __COLLECTIONS__) CMS.registerPreviewTemplate(name, EntryPreview);

/**
 * Before saving: a field the editor emptied is left out, not written as "" or
 * null. Decap writes `subtitle: ""` when an optional text is cleared, which the
 * schemas refuse ("must not be empty"); an absent optional field is what they
 * expect. Required fields cannot be empty here: Decap does not save them so.
 */
const isMap = (value: unknown): value is ImmutableCollection =>
  Boolean(value && (value as Record<string, unknown>)["@@__IMMUTABLE_MAP__@@"]);
const isList = (value: unknown): value is ImmutableCollection =>
  Boolean(value && (value as Record<string, unknown>)["@@__IMMUTABLE_LIST__@@"]);

function withoutEmptyFields(value: unknown): unknown {
  if (isMap(value))
    return value.filter((v) => v !== "" && v !== null && v !== undefined).map(withoutEmptyFields);
  if (isList(value)) return value.map(withoutEmptyFields);
  return value;
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => withoutEmptyFields(entry.get("data")),
});
