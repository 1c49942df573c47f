import { z } from "zod";

/**
 * Field builders for the content schemas. Each returns a Zod schema (what the
 * build validates, and where the TypeScript types come from) carrying the
 * editor's metadata: `title` is the label /admin shows, `description` its
 * hint, `widget` the editor control (server/editor/decap-config.ts turns the
 * schemas into the CMS configuration). One schema per collection, one source.
 */

export type Widget =
  | "string"
  | "text"
  | "markdown"
  | "datetime"
  | "select"
  | "list"
  | "object"
  | "image"
  | "number"
  | "boolean"
  | "hidden";

export interface FieldOptions {
  /** Shown under the field in /admin. */
  hint?: string;
}

function meta<T extends z.ZodType>(
  schema: T,
  label: string,
  widget: Widget,
  options?: FieldOptions,
  extra?: Record<string, unknown>,
) {
  return schema.meta({
    title: label,
    widget,
    ...(options?.hint ? { description: options.hint } : {}),
    ...extra,
  });
}

/** One line of text (a title, a label, a name). */
export function line(label: string, options?: FieldOptions & { max?: number }) {
  let schema = z.string().trim().min(1, "must not be empty");
  if (options?.max) schema = schema.max(options.max, `must be at most ${options.max} characters`);
  return meta(schema, label, "string", options);
}

/** A sentence or a paragraph of plain text. */
export function paragraph(label: string, options?: FieldOptions & { min?: number; max?: number }) {
  let schema = z
    .string()
    .trim()
    .min(options?.min ?? 1, `must be at least ${options?.min ?? 1} characters`);
  if (options?.max) schema = schema.max(options.max, `must be at most ${options.max} characters`);
  return meta(schema, label, "text", options);
}

/** Formatted text in Markdown (headings, lists, links, images, video loops). */
export function markdown(label: string, options?: FieldOptions) {
  return meta(z.string().trim().min(1, "must not be empty"), label, "markdown", options);
}

/** A calendar date, written YYYY-MM-DD (a date picker in /admin). */
export function date(label: string, options?: FieldOptions) {
  return meta(z.iso.date("must be a date written YYYY-MM-DD"), label, "datetime", options);
}

/** One of a fixed list of values (a drop-down in /admin). */
export function choice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  options?: FieldOptions,
) {
  return meta(z.enum(values), label, "select", options);
}

/**
 * A link: a path of this site ("/services/ai", "/contact?inquiryType=demo",
 * "/PrivacyPolicy#cookies") or an absolute http(s), mailto: or tel: URL.
 * Paths are checked against the pages and files of the site (links.ts).
 */
export function link(label: string, options?: FieldOptions) {
  return meta(
    z
      .string()
      .trim()
      .regex(
        /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/,
        "must be a path of the site (starting with /) or a full http(s), mailto: or tel: address",
      ),
    label,
    "string",
    options,
    { link: true },
  );
}

/** The kinds of image file a page may show (and the editor may upload). */
export const IMAGE_EXTENSIONS: readonly string[] = [
  "png",
  "jpg",
  "jpeg",
  "webp",
  "avif",
  "gif",
  "svg",
];
const imagePath = new RegExp(`^/[\\w./-]+\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

/** An image file under public/ (uploaded through /admin), given by its path: "/images/news/launch.png". */
export function image(label: string, options?: FieldOptions) {
  return meta(
    z.string().trim().regex(imagePath, "must be the path of an image file"),
    label,
    "image",
    options,
  );
}

/** A whole number, e.g. the position of an entry in its list. */
export function integer(label: string, options?: FieldOptions & { min?: number }) {
  return meta(
    z
      .number()
      .int("must be a whole number")
      .min(options?.min ?? 0),
    label,
    "number",
    options,
  );
}

/** Yes or no. */
export function flag(label: string, options?: FieldOptions) {
  return meta(z.boolean(), label, "boolean", options);
}

/** A list of values of one kind. */
export function list<T extends z.ZodType>(
  label: string,
  item: T,
  options?: FieldOptions & { min?: number; max?: number },
) {
  let schema = z.array(item);
  if (options?.min !== undefined) schema = schema.min(options.min, `needs at least ${options.min}`);
  if (options?.max !== undefined) schema = schema.max(options.max, `takes at most ${options.max}`);
  return meta(schema, label, "list", options);
}

/** A group of named fields. */
export function group<T extends z.ZodRawShape>(label: string, shape: T, options?: FieldOptions) {
  return meta(z.strictObject(shape), label, "object", options);
}

/** The one link shape of the content: what it says and where it goes ({ label, href }). */
export function action(label: string, options?: FieldOptions) {
  return group(label, { label: line("Label"), href: link("Goes to") }, options);
}

/** The whole record of a file: a group whose unknown keys are refused (a typo is an error). */
export function record<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape);
}
