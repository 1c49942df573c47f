import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fileCollection,
  folderCollection,
  type CollectionDefinition,
} from "../../app/content/collection";
import { collections } from "../../app/content/collections";
import { gameSchema } from "../../app/content/products/schema";
import {
  choice,
  date,
  flag,
  group,
  image,
  integer,
  line,
  link,
  list,
  markdown,
  paragraph,
  record,
} from "../../app/content/schema/fields";
import {
  decapCollection,
  decapConfig,
  decapConfigYaml,
  decapField,
  decapFields,
  UnsupportedFieldError,
  type DecapField,
} from "./decap-config";

const all = Object.entries(collections) as [string, CollectionDefinition][];

function fieldsOf(definition: CollectionDefinition, name = "x") {
  const collection = decapCollection(name, definition);
  return collection.fields ?? collection.files![0]!.fields;
}

function walk(
  fields: readonly DecapField[],
  visit: (field: DecapField, path: string) => void,
  at = "",
) {
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    visit(field, path);
    if (field.fields) walk(field.fields, visit, path);
    if (field.field) walk([field.field], visit, `${path}[]`);
  }
}

describe("the editor's configuration of the site's collections", () => {
  it.each(all)("%s converts, every field with a control /admin has", (name, definition) => {
    expect(() => decapCollection(name, definition)).not.toThrow();
  });

  it.each(all)("%s: every field has a label written for the editors", (name, definition) => {
    const { schema } = definition;
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, { title?: string }>;
    };
    const unlabelled = Object.entries(json.properties ?? {})
      .filter(([, property]) => !property.title)
      .map(([key]) => key);
    expect(unlabelled, `fields of ${name} without a label (line("Label"), ...)`).toEqual([]);
    walk(fieldsOf(definition, name), (field, path) =>
      expect(field.label.trim(), `${name}: ${path}`).not.toBe(""),
    );
  });

  it("lists every collection, in the order of collections.ts, with the backend it is given", () => {
    const config = decapConfig(collections, {
      backend: { name: "github", repo: "o/r", branch: "main" },
      publishMode: "editorial_workflow",
      siteUrl: "https://www.example.test",
    });
    expect(config.collections.map((c) => c.name)).toEqual(Object.keys(collections));
    expect(config.backend).toEqual({ name: "github", repo: "o/r", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBeUndefined();
    // What Decap reads is the same configuration.
    expect(parse(decapConfigYaml(config))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("points Decap at the local proxy when one is given", () => {
    const config = decapConfig(collections, {
      backend: { name: "proxy", proxy_url: "http://127.0.0.1:5173/admin/api/v1" },
      localBackendUrl: "http://127.0.0.1:5173/admin/api/v1",
      siteUrl: "http://127.0.0.1:5173",
    });
    expect(config.local_backend).toEqual({ url: "http://127.0.0.1:5173/admin/api/v1" });
    expect(config.publish_mode).toBeUndefined();
  });
});

describe("a field builder's control in /admin", () => {
  const field = (schema: z.ZodType) => decapField("f", schema);

  it("line and paragraph: a text box and a text area, with their hint", () => {
    expect(field(line("Name", { hint: "As on the door." }))).toEqual({
      name: "f",
      label: "Name",
      widget: "string",
      hint: "As on the door.",
    });
    expect(field(paragraph("About"))).toMatchObject({ widget: "text", label: "About" });
  });

  it("lengths become a pattern with the schema's own messages", () => {
    const schema = paragraph("About", { min: 5, max: 10 });
    const { pattern } = field(schema);
    const check = new RegExp(pattern![0]);
    expect(check.test("short")).toBe(true);
    expect(check.test("four")).toBe(false);
    expect(check.test("much too long")).toBe(false);
    expect(pattern![1]).toBe("must be at least 5 characters and must be at most 10 characters");
  });

  it("link: the schema's pattern and message, which accept and refuse what the schema does", () => {
    const schema = link("Goes to");
    const { pattern, widget } = field(schema);
    expect(widget).toBe("string");
    const check = new RegExp(pattern![0]);
    for (const value of [
      "/about",
      "/contact?inquiryType=demo",
      "https://example.com",
      "mailto:a@b.c",
    ])
      expect([check.test(value), schema.safeParse(value).success], value).toEqual([true, true]);
    for (const value of ["about", "ftp://example.com"])
      expect([check.test(value), schema.safeParse(value).success], value).toEqual([false, false]);
    expect(pattern![1]).toBe(schema.safeParse("about").error!.issues[0]!.message);
  });

  it("refuses a pattern with flags, which the editor's plain RegExp would check differently", () => {
    const schema = line("Month").regex(/^oct$/i, "must be October");
    expect(() => field(schema)).toThrow(UnsupportedFieldError);
    expect(() => field(schema)).toThrow(/flags/);
  });

  it("a game's release date: the editor accepts and refuses what the build does", () => {
    const releaseDate = gameSchema.shape.releaseDate;
    const { pattern } = field(releaseDate);
    const check = new RegExp(pattern![0]);
    for (const value of [
      "December 2031",
      "Oct 2025",
      "Sept. 2026",
      "december 2031",
      "2031",
      "Dec 31",
    ])
      expect(check.test(value), value).toBe(releaseDate.safeParse(value).success);
  });

  it("date: a date picker that writes YYYY-MM-DD", () => {
    expect(field(date("Published on"))).toEqual({
      name: "f",
      label: "Published on",
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    });
  });

  it("choice: a drop-down of its options", () => {
    expect(field(choice("Status", ["released", "announced"]))).toMatchObject({
      widget: "select",
      options: ["released", "announced"],
    });
  });

  it("image: an upload (no URL: every image is a file of the site)", () => {
    expect(field(image("Hero image"))).toMatchObject({ widget: "image", choose_url: false });
  });

  it("markdown, integer, flag", () => {
    expect(field(markdown("Body")).widget).toBe("markdown");
    expect(field(integer("Position", { min: 1 }))).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
    });
    expect(field(integer("Position")).max).toBeUndefined();
    // An untouched switch is written as "no", so that a new entry has the value its schema needs.
    expect(field(flag("Featured"))).toMatchObject({ widget: "boolean", default: false });
  });

  it("list and group: repeatable values and nested fields", () => {
    expect(field(list("Platforms", line("Platform"), { min: 1, max: 5 }))).toEqual({
      name: "f",
      label: "Platforms",
      widget: "list",
      field: { name: "item", label: "Platform", widget: "string" },
      collapsed: false,
      min: 1,
      max: 5,
    });
    const cases = field(
      list("Use cases", group("Use case", { title: line("Title"), text: paragraph("Text") })),
    );
    expect(cases).toMatchObject({
      widget: "list",
      label_singular: "Use case",
      summary: "{{fields.title}}",
      fields: [
        { name: "title", widget: "string" },
        { name: "text", widget: "text" },
      ],
    });
    expect(field(group("Address", { city: line("City") }))).toMatchObject({
      widget: "object",
      fields: [{ name: "city", label: "City", widget: "string" }],
    });
  });

  it("optional and default: not required, with the default", () => {
    expect(field(line("Subtitle").optional())).toMatchObject({
      label: "Subtitle",
      required: false,
    });
    expect(field(choice("Tone", ["brand", "ember"]).default("brand"))).toMatchObject({
      required: false,
      default: "brand",
    });
    expect(field(line("Note").nullable()).required).toBe(false);
  });

  it("refuses a field it has no control for, naming it", () => {
    expect(() => decapFields(record({ mixed: z.union([z.string(), z.number()]) }))).toThrow(
      UnsupportedFieldError,
    );
    expect(() => decapFields(record({ mixed: z.union([z.string(), z.number()]) }))).toThrow(
      /mixed/,
    );
  });
});

describe("a collection in /admin", () => {
  const post = record({
    title: line("Title"),
    date: date("Date"),
    hero: image("Hero image"),
    body: markdown("Body"),
  });

  it("a folder of Markdown posts: front matter, slug, sorting, uploads beside the collection", () => {
    const collection = decapCollection(
      "news",
      folderCollection({
        path: "news",
        format: "markdown",
        label: "News",
        labelSingular: "News post",
        description: "Posts.",
        identifierField: "title",
        sortBy: "date",
        order: "descending",
        slugTemplate: "{{year}}-{{month}}-{{day}}-{{slug}}",
        create: true,
        schema: post,
      }),
    );
    expect(collection).toMatchObject({
      name: "news",
      label: "News",
      label_singular: "News post",
      folder: "content/news",
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
      identifier_field: "title",
      // The title cut so that the whole file name stays within MAX_SLUG_LENGTH.
      slug: "{{year}}-{{month}}-{{day}}-{{title | truncate(61, '')}}",
      sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
      media_folder: "/public/images/news",
      public_folder: "/images/news",
    });
  });

  it("a folder of YAML records the code expects a fixed set of: no creating or deleting", () => {
    const collection = decapCollection(
      "categories",
      folderCollection({
        path: "services/categories",
        format: "yaml",
        label: "Service categories",
        labelSingular: "Category",
        description: "The three categories.",
        identifierField: "title",
        create: false,
        schema: record({ title: line("Title") }),
      }),
    );
    expect(collection).toMatchObject({
      folder: "content/services/categories",
      extension: "yaml",
      format: "yaml",
      create: false,
      delete: false,
      slug: "{{title | truncate(72, '')}}",
      sortable_fields: ["title"],
    });
    expect(collection.media_folder).toBeUndefined();
  });

  it("a file: one entry of a files collection", () => {
    const collection = decapCollection(
      "about",
      fileCollection({
        path: "pages/about.md",
        format: "markdown",
        label: "About page",
        description: "The story.",
        schema: post,
      }),
    );
    expect(collection.files).toEqual([
      {
        name: "about",
        label: "About page",
        file: "content/pages/about.md",
        fields: decapFields(post),
      },
    ]);
    expect(collection.media_folder).toBe("/public/images/about");
  });

  it("a Markdown collection needs its body field", () => {
    expect(() =>
      decapCollection(
        "broken",
        fileCollection({
          path: "pages/x.md",
          format: "markdown",
          label: "X",
          description: "X.",
          schema: record({ title: line("Title") }),
        }),
      ),
    ).toThrow(/body/);
  });
});
