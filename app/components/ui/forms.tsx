import { CircleAlertIcon } from "./interface-icons";
import type { ReactNode } from "react";

/**
 * Form primitives: a labelled field with its hint and error, a select with a
 * placeholder and optional groups, a legend. The inquiry form
 * (components/sections/contact/contact-form.tsx) is built from them.
 */

/** What one field shows, and the ids that tie its control, label, hint and error together. */
export interface FieldState {
  id: string;
  name: string;
  /** The hint's id (when the field has one). */
  descriptionId: string;
  errorId: string;
  /** Its errors, the first one shown; none or empty when it is valid. */
  errors?: readonly string[];
  /** The value it starts with: what was posted, when a page answers a refused post. */
  defaultValue?: string;
}

/**
 * The attributes a field's control carries: its name and id, and `aria-invalid`
 * and `aria-describedby` (the hint, then the error) that assistive technology reads.
 */
export function controlProps(field: FieldState, hasHint: boolean) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hasHint ? field.descriptionId : "", invalid ? field.errorId : ""]
    .filter(Boolean)
    .join(" ");
  return {
    id: field.id,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}
export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface SelectGroup<Value extends string = string> {
  label: string;
  options: readonly SelectOption<Value>[];
}

/** The look of every text input, textarea and select. */
export const controlClass =
  "block w-full rounded-xl border border-line bg-ink-950/70 px-4 py-3 text-base text-fg placeholder:text-fg-subtle transition-colors hover:border-fg-subtle/60 focus:border-brand-300 focus:ring-2 focus:ring-brand-300/80 focus:outline-none aria-[invalid=true]:border-blood-400";

export function Legend({ children }: { children: ReactNode }) {
  return (
    <legend className="mb-6 font-display text-lg font-semibold text-fg sm:col-span-2">
      {children}
    </legend>
  );
}

/** A label (with "required" or "optional"), the control, its hint and its first error. */
export function Field({
  field,
  label,
  hint,
  required,
  requiredText,
  optionalText,
  wide = false,
  children,
}: {
  field: FieldState;
  label: string;
  hint?: string;
  required: boolean;
  requiredText: string;
  optionalText: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label
        htmlFor={field.id}
        className="flex items-baseline justify-between gap-3 font-medium text-fg"
      >
        {label}
        <span className="text-xs font-normal text-fg-muted">
          {required ? requiredText : optionalText}
        </span>
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="mt-2 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

export function FieldError({ field }: { field: FieldState }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-2 flex items-start gap-2 text-sm text-blood-400">
      <CircleAlertIcon size={16} className="mt-0.5 shrink-0" />
      {field.errors[0]}
    </p>
  );
}

export function Select({
  field,
  hasHint,
  placeholder,
  options,
  groups,
  required,
}: {
  field: FieldState;
  hasHint: boolean;
  placeholder: string;
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  required?: boolean;
}) {
  return (
    <select
      {...controlProps(field, hasHint)}
      required={required}
      className={`${controlClass} select-chevron mt-2 appearance-none pr-11`}
      // The options are markup, not React elements: the country list alone has
      // about 250, and hydrating each one cost about a fifth of the form's
      // hydration (docs/decisions/0018). The string is the same on the server
      // and in the browser, and marks the value the form starts with, as React does.
      dangerouslySetInnerHTML={{
        __html: optionsHtml(placeholder, options, groups, field.defaultValue ?? ""),
      }}
    />
  );
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char]!);

/** The `<option>`s (and `<optgroup>`s) of a select as HTML, `selected` on the one that has `value`. */
export function optionsHtml(
  placeholder: string,
  options: readonly SelectOption[] | undefined,
  groups: readonly SelectGroup[] | undefined,
  value: string,
): string {
  const option = (entry: SelectOption) =>
    `<option value="${escapeHtml(entry.value)}"${entry.value === value ? " selected" : ""}>${escapeHtml(entry.label)}</option>`;
  return (
    option({ value: "", label: placeholder }) +
    (options ?? []).map(option).join("") +
    (groups ?? [])
      .map(
        (group) =>
          `<optgroup label="${escapeHtml(group.label)}">${group.options.map(option).join("")}</optgroup>`,
      )
      .join("")
  );
}
