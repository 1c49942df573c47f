import type { FieldCopy, InquiryRules } from "~/contact/copy";
import { fill } from "~/contact/copy";
import { fieldNames, fieldSpec, type FieldName } from "~/contact/fields";
import type { Content } from "../load.server";

/**
 * The inquiry form's words from content/forms/inquiry.yaml, as the form, the
 * shared schema (the options each select accepts, the error wording), the
 * action, the e-mails and the CLI use them. One object per loaded content, so
 * the schema built from it is built once (schema.ts keys it by this object).
 */
export interface InquiryFormView extends InquiryRules {
  toasts: { loading: string; success: string; failure: string };
}

const views = new WeakMap<Content, InquiryFormView>();

export function inquiryFormView(content: Content): InquiryFormView {
  let view = views.get(content);
  if (!view) {
    const { fields, messages, toasts } = content.inquiryForm;
    view = {
      fields: Object.fromEntries(
        fieldNames.map((name) => [name, fieldCopy(name, fields[name])]),
      ) as Record<FieldName, FieldCopy>,
      messages,
      toasts,
    };
    views.set(content, view);
  }
  return view;
}

/** One field's copy, its hint's {max} and {min} filled from the field table. */
function fieldCopy(name: FieldName, copy: FieldCopy): FieldCopy {
  if (!copy.hint) return copy;
  const spec = fieldSpec(name);
  const bounds: Record<string, string> =
    spec.kind === "select" || spec.kind === "checkbox"
      ? {}
      : { max: spec.max.toLocaleString("en-US"), min: String(spec.min ?? 0) };
  return { ...copy, hint: fill(copy.hint, bounds) };
}

/** A stored value as a person reads it: a select's label, "yes"/"no", or the text ("" stays ""). */
export function readableValue(
  view: InquiryFormView,
  name: FieldName,
  value: string | boolean,
): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  const copy = view.fields[name];
  const options = copy.options ?? copy.groups?.flatMap((group) => group.options);
  if (!options || value === "") return value;
  return options.find((option) => option.value === value)?.label ?? value;
}
