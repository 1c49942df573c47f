/**
 * The configuration of the editor at /admin (Decap CMS), derived from the
 * collections (app/content/collections.ts) and their Zod schemas: one source.
 * Each field builder of app/content/schema/fields.ts carries its label
 * (`title`), hint (`description`) and editor control (`widget`) as Zod
 * metadata; the rest (required or not, the options of a choice, lengths,
 * patterns, list bounds, defaults) is read from the schema itself, and the
 * messages shown for a wrong value are the schema's own messages.
 *
 * The server serves the result as /admin/config.yml (server/admin.ts), with the
 * backend of the environment: a git host in production, the local proxy in
 * `npm run edit`. docs/decisions/0016-cms.md explains the choices.
 */
import { stringify } from "yaml";
import { z } from "zod";
import { EDITOR_SLUG_LENGTH, type CollectionDefinition } from "../../app/content/collection";

/** A field as Decap reads it (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  format?: string;
  date_format?: string;
  time_format?: false;
  picker_utc?: boolean;
  choose_url?: false;
  field?: DecapField;
  fields?: DecapField[];
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
}

export interface DecapCollection {
  name: string;
  label: string;
  description: string;
  label_singular?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  slug?: string;
  sortable_fields?: (string | { field: string; default_sort: "asc" | "desc" })[];
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  fields?: DecapField[];
  media_folder?: string;
  public_folder?: string;
}

export interface DecapConfig {
  backend: Record<string, unknown>;
  local_backend?: { url: string };
  publish_mode?: "editorial_workflow" | "simple";
  site_url: string;
  display_url: string;
  logo: { src: string };
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replace: string };
  collections: DecapCollection[];
}

export interface DecapOptions {
  /** Decap's `backend` block: `{ name: "github", repo, branch, ... }`. */
  backend: Record<string, unknown>;
  /** `npm run edit`: the address of the local proxy (server/editor/local-files.ts), absolute as Decap requires. */
  localBackendUrl?: string;
  publishMode?: "editorial_workflow" | "simple";
  /** The public site, for Decap's "view live" links. */
  siteUrl: string;
}

/** Where uploads go: public/images/<collection>/, served as /images/<collection>/. */
export const MEDIA_ROOT = { folder: "public/images", public: "/images" } as const;

/** The folder of content/ in the repository, as Decap names files (relative to the repository). */
const CONTENT = "content";

const DATE_FORMAT = "YYYY-MM-DD";

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** What a schema node is made of, under the wrappers that only say "may be absent". */
interface Unwrapped {
  schema: z.ZodType;
  optional: boolean;
  default?: unknown;
}

function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let fallback: unknown;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault) {
      optional = true;
      fallback = current._zod.def.defaultValue;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      // What an editor writes is the pipe's input.
      current = current.in as z.ZodType;
    } else {
      return { schema: current, optional, default: fallback };
    }
  }
}

interface FieldMeta {
  title?: string;
  description?: string;
  widget?: string;
}

/** The editor's metadata of a field: on the schema, or on a wrapper around it. */
function metaOf(schema: z.ZodType, inner: z.ZodType): FieldMeta {
  return {
    ...(inner.meta() as FieldMeta | undefined),
    ...(schema.meta() as FieldMeta | undefined),
  };
}

/** "releaseDate" -> "Release date", for a field without a label. */
function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The schema's own message for `sample`, when the schema refuses it with an issue of `code`. */
function messageFor(schema: z.ZodType, sample: unknown, code: string): string | undefined {
  const result = schema.safeParse(sample);
  return result.success ? undefined : result.error.issues.find((i) => i.code === code)?.message;
}

/**
 * The check Decap runs as the editor types (`pattern`: a regular expression
 * and the message shown when it fails): the schema's pattern, or its length
 * bounds, with the schema's own messages.
 */
function patternOf(schema: z.ZodType, json: JsonSchema): [string, string] | undefined {
  if (json.format === "date") return undefined; // the date picker only writes dates
  if (json.pattern) {
    // JSON Schema keeps a pattern's source, not its flags, and Decap builds a plain
    // RegExp from it: a /i pattern would refuse in the editor what the build accepts.
    const flagged = regexChecks(schema).find((pattern) => pattern.flags !== "");
    if (flagged) {
      throw new UnsupportedFieldError(
        `${String(flagged)}: the editor cannot check a pattern with flags; write it without them`,
      );
    }
    const message =
      messageFor(schema, "\u0000", "invalid_format") ?? "does not have the expected form";
    return [json.pattern, message];
  }
  const min = json.minLength !== undefined && json.minLength > 1 ? json.minLength : undefined;
  const max = json.maxLength;
  if (min === undefined && max === undefined) return undefined;
  const messages = [
    min !== undefined ? messageFor(schema, "x".repeat(min - 1), "too_small") : undefined,
    max !== undefined ? messageFor(schema, "x".repeat(max + 1), "too_big") : undefined,
  ].filter(Boolean);
  return [`^[\\s\\S]{${min ?? 0},${max ?? ""}}$`, messages.join(" and ")];
}

/** The regular expressions of a string schema's `.regex()` checks, flags and all. */
function regexChecks(schema: z.ZodType): RegExp[] {
  return (schema.def.checks ?? []).flatMap((check) => {
    const definition: object = check._zod.def;
    return "pattern" in definition && definition.pattern instanceof RegExp
      ? [definition.pattern]
      : [];
  });
}

export class UnsupportedFieldError extends Error {}

/** One field of a schema as a Decap field. */
export function decapField(name: string, schema: z.ZodType, path = name): DecapField {
  const { schema: inner, optional, default: fallback } = unwrap(schema);
  const meta = metaOf(schema, inner);
  const field: DecapField = {
    name,
    label: meta.title ?? humanise(name),
    widget: "string",
  };
  if (optional) field.required = false;
  if (meta.description) field.hint = meta.description;
  if (fallback !== undefined) field.default = fallback;

  if (inner instanceof z.ZodObject) {
    field.widget = "object";
    field.fields = decapFields(inner, path);
    return field;
  }
  if (inner instanceof z.ZodArray) {
    field.widget = "list";
    const element = inner.element as z.ZodType;
    const item = decapField("item", element, `${path}[]`);
    if (item.widget === "object" && item.fields) {
      field.label_singular = item.label;
      field.fields = item.fields;
      const first = item.fields.find((f) => f.widget === "string" && f.required !== false);
      if (first) field.summary = `{{fields.${first.name}}}`;
    } else {
      field.field = item;
      // One value per item: show them, not a column of collapsed "Platform" bars.
      field.collapsed = false;
    }
    const json = jsonSchemaOf(inner) as JsonSchema;
    if (json.minItems !== undefined) field.min = json.minItems;
    if (json.maxItems !== undefined) field.max = json.maxItems;
    return field;
  }

  const json = jsonSchemaOf(inner);
  switch (json.type) {
    case "string": {
      if (json.enum) {
        field.widget = "select";
        field.options = json.enum;
        return field;
      }
      field.widget = meta.widget ?? (json.format === "date" ? "datetime" : "string");
      if (field.widget === "datetime") {
        Object.assign(field, {
          format: DATE_FORMAT,
          date_format: DATE_FORMAT,
          time_format: false,
          picker_utc: true,
        });
        return field;
      }
      if (field.widget === "image") {
        // Uploads only: every image is a file of the site (links.server.ts checks it).
        field.choose_url = false;
        return field;
      }
      if (field.widget === "string" || field.widget === "text") {
        const pattern = patternOf(inner, json);
        if (pattern) field.pattern = pattern;
      }
      return field;
    }
    case "number":
    case "integer": {
      field.widget = "number";
      field.value_type = json.type === "integer" ? "int" : "float";
      if (json.minimum !== undefined) field.min = json.minimum;
      if (json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER)
        field.max = json.maximum;
      return field;
    }
    case "boolean":
      field.widget = "boolean";
      // An untouched switch means "no": written, so that the schema finds a value.
      if (field.default === undefined) field.default = false;
      return field;
    default:
      throw new UnsupportedFieldError(
        `${path}: /admin has no control for this kind of field (${inner.constructor.name}); build it with the field builders of app/content/schema/fields.ts`,
      );
  }
}

/** The fields of a record (a collection's schema or a group). */
export function decapFields(schema: z.ZodType, path = ""): DecapField[] {
  const { schema: inner } = unwrap(schema);
  if (!(inner instanceof z.ZodObject))
    throw new UnsupportedFieldError(`${path || "the schema"}: must be a record of fields`);
  return Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, child]) =>
    decapField(name, child, path ? `${path}.${name}` : name),
  );
}

function hasImage(fields: readonly DecapField[]): boolean {
  return fields.some(
    (f) =>
      f.widget === "image" ||
      (f.fields !== undefined && hasImage(f.fields)) ||
      (f.field !== undefined && hasImage([f.field])),
  );
}

/** One collection of content/ as a Decap collection. */
export function decapCollection(name: string, definition: CollectionDefinition): DecapCollection {
  let fields: DecapField[];
  try {
    fields = decapFields(definition.schema);
  } catch (error) {
    if (error instanceof UnsupportedFieldError)
      throw new UnsupportedFieldError(`collection ${name}: ${error.message}`);
    throw error;
  }
  if (definition.format === "markdown" && !fields.some((f) => f.name === "body"))
    throw new UnsupportedFieldError(
      `collection ${name}: a Markdown collection needs a "body" field (the text after the front matter)`,
    );
  const collection: DecapCollection = {
    name,
    label: definition.label,
    description: definition.description,
  };
  if (definition.kind === "file") {
    collection.files = [
      { name, label: definition.label, file: `${CONTENT}/${definition.path}`, fields },
    ];
  } else {
    const sortable: DecapCollection["sortable_fields"] = [];
    if (definition.sortBy)
      sortable.push({
        field: definition.sortBy,
        default_sort: definition.order === "descending" ? "desc" : "asc",
      });
    if (definition.identifierField !== definition.sortBy) sortable.push(definition.identifierField);
    Object.assign(collection, {
      label_singular: definition.labelSingular,
      folder: `${CONTENT}/${definition.path}`,
      extension: definition.format === "markdown" ? "md" : "yaml",
      format: definition.format === "markdown" ? "frontmatter" : "yaml",
      create: definition.create,
      delete: definition.create,
      identifier_field: definition.identifierField,
      slug: limitedSlug(definition.slugTemplate ?? "{{slug}}", definition.identifierField),
      sortable_fields: sortable,
      fields,
    } satisfies Partial<DecapCollection>);
  }
  if (hasImage(fields)) {
    // A leading slash: relative to the repository, not to the entry's file.
    collection.media_folder = `/${MEDIA_ROOT.folder}/${name}`;
    collection.public_folder = `${MEDIA_ROOT.public}/${name}`;
  }
  return collection;
}

/**
 * A slug template whose title part is cut to EDITOR_SLUG_LENGTH characters before
 * Decap turns it into a file name (its `truncate` filter, which Decap applies to
 * slugs since 3.13): any title the schema accepts gives a name the build accepts.
 */
export function limitedSlug(template: string, identifierField: string): string {
  const title = new RegExp(`\\{\\{(?:slug|${identifierField})\\}\\}`, "g");
  // What the rest of the template adds: {{year}} four characters, the other date parts two.
  const rest = template
    .replace(title, "")
    .replaceAll("{{year}}", "YYYY")
    .replace(/\{\{(month|day|hour|minute|second)\}\}/g, "XX").length;
  return template.replace(
    title,
    `{{${identifierField} | truncate(${Math.max(8, EDITOR_SLUG_LENGTH - rest)}, '')}}`,
  );
}

/** The whole configuration: every collection, in the order collections.ts lists them. */
export function decapConfig(
  collections: Record<string, CollectionDefinition>,
  options: DecapOptions,
): DecapConfig {
  const config: DecapConfig = {
    backend: options.backend,
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo: { src: "/favicon.svg" },
    media_folder: MEDIA_ROOT.folder,
    public_folder: MEDIA_ROOT.public,
    // File names the loader accepts: lower-case ASCII words joined by hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replace: "-" },
    collections: Object.entries(collections).map(([name, definition]) =>
      decapCollection(name, definition),
    ),
  };
  if (options.localBackendUrl) config.local_backend = { url: options.localBackendUrl };
  if (options.publishMode) config.publish_mode = options.publishMode;
  return config;
}

/** The configuration as Decap's config.yml. */
export function decapConfigYaml(config: DecapConfig): string {
  return `# Generated from app/content/collections.ts by server/editor/decap-config.ts: edit the schemas, not this.\n${stringify(config, { lineWidth: 0 })}`;
}
