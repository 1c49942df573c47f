import {
  CheckCircle2Icon,
  CircleAlertIcon,
  LoaderCircleIcon,
  SendIcon,
} from "~/components/ui/interface-icons";
import { useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  controlClass,
  controlProps,
  Field,
  FieldError,
  Legend,
  Select,
  type FieldState,
} from "~/components/ui/forms";
import { SiteToaster } from "~/components/ui/site-toaster";
import { newIdempotencyKey } from "~/contact/idempotency-key";
import type { InquiryRules } from "~/contact/copy";
import { INQUIRY_ACTION } from "~/contact/island";
import { postInquiry } from "~/contact/post-inquiry";
import type { ContactResult } from "~/contact/result";
import {
  fieldNames,
  fieldSpec,
  honeypotField,
  idempotencyKeyField,
  type FieldGroup,
  type FieldName,
} from "~/contact/fields";
import type { ContactPageView } from "~/content/contact/page.server";
import { fieldState, FORM_ERROR_ID, INQUIRY_FORM_ID, useInquiryForm } from "./use-inquiry-form";

/** What the form shows: its copy, fields and messages. */
export type FormContent = ContactPageView["form"];

export interface ContactFormProps {
  content: FormContent;
  /** The server's answer to a post made without JavaScript (or before the island hydrated). */
  actionData?: ContactResult;
}

/** A post of the island in flight, or the answer to its last one. */
interface Posting {
  busy: boolean;
  answer?: ContactResult;
}

/** The fieldsets in order; their fields come from the field table, in its order. */
const groups: readonly { group: FieldGroup; layout: string }[] = [
  { group: "about", layout: "grid gap-6 sm:grid-cols-2" },
  { group: "project", layout: "grid gap-6 sm:grid-cols-2" },
  { group: "message", layout: "grid gap-6" },
];

/**
 * The inquiry form, rendered on the server into /contact's HTML and hydrated in
 * the browser as an island (inquiry-island.tsx) with the same props. It checks
 * the form in the browser with the schema the server applies (its options and
 * wording come with `content`; use-inquiry-form.ts), shows errors next to each
 * field and moves focus to the first invalid one. Once hydrated, it posts itself to the
 * route's action (`postInquiry`: JSON back, network errors and timeouts become
 * a failure) and shows the states and toasts of spec sections 4 and 8; before
 * that, or without JavaScript, it posts to /contact like any HTML form and the
 * server answers with this page, showing the result.
 */
export default function ContactForm({ content, actionData }: ContactFormProps) {
  const [posting, setPosting] = useState<Posting>({ busy: false });
  // The toaster mounts with the first post: nothing of it runs while the page loads.
  const [toasting, setToasting] = useState(false);
  // One object per page's data: the shared schema is built once for it.
  const rules: InquiryRules = useMemo(
    () => ({ fields: content.fields, messages: content.messages }),
    [content.fields, content.messages],
  );
  const { toasts } = content;
  const latest = posting.answer ?? actionData;
  const { busy } = posting;

  // A page that answers a refused post without JavaScript starts with the values posted;
  // after a stored inquiry the form is drawn anew (`generation`), empty.
  const [generation, setGeneration] = useState(0);
  const values = generation === 0 && actionData && "values" in actionData ? actionData.values : {};
  const { errors, onSubmit, onInput, clear } = useInquiryForm({
    rules,
    answered: latest && "errors" in latest ? latest.errors : undefined,
    onValid(data) {
      if (busy) return;
      // The last answer stays until the next one arrives (the form keeps showing it).
      setPosting((last) => ({ busy: true, answer: last.answer }));
      setToasting(true);
      postInquiry(data).then((answer) => {
        // Stored: an empty form, drawn anew, checked again from its next submit.
        if (answer.status === "success") {
          clear();
          setGeneration((drawn) => drawn + 1);
        }
        setPosting({ busy: false, answer });
      });
    },
  });

  // A fresh key per form fill, made in the browser (the prerendered page has none;
  // the server derives one for forms posted without JavaScript).
  const keyRef = useRef<HTMLInputElement>(null);
  // A stored inquiry draws the form anew (`generation`), and the next fill gets its own key.
  useEffect(() => {
    if (keyRef.current && !keyRef.current.value) keyRef.current.value = newIdempotencyKey();
  }, [generation]);

  // /contact?inquiryType=demo preselects the inquiry type (only valid values), unless
  // the visitor chose one before the form hydrated.
  const formRef = useRef<HTMLFormElement>(null);
  const topics = content.fields.inquiryType.options;
  useEffect(() => {
    const preselect = new URLSearchParams(window.location.search).get("inquiryType");
    const select = formRef.current?.elements.namedItem("inquiryType");
    if (
      select instanceof HTMLSelectElement &&
      !select.value &&
      preselect &&
      (topics ?? []).some((option) => option.value === preselect)
    ) {
      select.value = preselect;
    }
  }, [topics]);

  // Toasts follow the post: loading while it is in flight, then success or failure.
  const toastId = useRef<string | undefined>(undefined);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (busy && !toastId.current) {
      toastId.current = toast.loading(toasts.loading);
    }
  }, [busy, toasts.loading]);
  useEffect(() => {
    const data = posting.answer;
    if (!data) return;
    const id = toastId.current;
    toastId.current = undefined;
    if (data.status === "success") {
      toast.success(toasts.success, { id });
      statusRef.current?.focus();
    } else {
      toast.error(toasts.failure, { id });
    }
  }, [posting.answer, toasts.success, toasts.failure]);

  const succeeded = !busy && latest?.status === "success";
  const failed = !busy && latest?.status === "failed";
  // The form's own errors; a key the server no longer accepts is the form's error too.
  const formErrors = busy ? undefined : (errors[""] ?? errors[idempotencyKeyField]);

  return (
    <section
      id="inquiry-form"
      aria-labelledby="inquiry-heading"
      className="scroll-mt-24 rounded-[2rem] border border-line bg-ink-900/80 p-6 shadow-card sm:p-10"
    >
      {toasting ? <SiteToaster /> : null}
      <h2 id="inquiry-heading" className="heading-2">
        {content.title}
      </h2>
      <p className="mt-3 leading-relaxed text-fg-muted">{content.intro}</p>

      <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
        {succeeded ? (
          <div className="mt-6 flex gap-3 rounded-2xl border border-brand-400/40 bg-brand-400/10 p-5">
            <CheckCircle2Icon size={24} className="shrink-0 text-brand-300" />
            <div>
              <p className="font-semibold text-fg">{content.success.title}</p>
              <p className="mt-1 text-fg-muted">{content.success.text}</p>
            </div>
          </div>
        ) : null}
      </div>

      <form
        key={generation}
        ref={formRef}
        id={INQUIRY_FORM_ID}
        method="post"
        action={INQUIRY_ACTION}
        encType="multipart/form-data"
        // The checks are the schema's, in the content's wording (use-inquiry-form.ts);
        // without JavaScript the server's answer shows the same messages.
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        aria-describedby={formErrors?.length ? FORM_ERROR_ID : undefined}
        aria-busy={busy}
        className="mt-8 space-y-10"
      >
        {/* People never see this; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="inquiry-website">{content.honeypot}</label>
          <input
            id="inquiry-website"
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input ref={keyRef} type="hidden" name={idempotencyKeyField} />

        {groups.map(({ group, layout }) => (
          <fieldset key={group} className={layout}>
            <Legend>{content.groups[group]}</Legend>
            {fieldNames
              .filter((name) => fieldSpec(name).group === group)
              .map((name) => (
                <InquiryField
                  key={name}
                  name={name}
                  field={fieldState(name, errors, values)}
                  content={content}
                />
              ))}
          </fieldset>
        ))}

        <div className="space-y-5 border-t border-line pt-8">
          {formErrors?.length || failed ? (
            <div
              id={FORM_ERROR_ID}
              role="alert"
              className="flex gap-3 rounded-2xl border border-blood-400/50 bg-blood-900/60 p-4 text-fg"
            >
              <CircleAlertIcon size={20} className="mt-0.5 shrink-0 text-blood-400" />
              <p>{formErrors?.[0] ?? content.failure}</p>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-center sm:justify-between">
            <p
              className="text-sm leading-relaxed text-fg-muted [&_a]:text-brand-300 [&_a]:underline [&_a]:underline-offset-4"
              dangerouslySetInnerHTML={{ __html: content.privacyHtml }}
            />
            <button
              type="submit"
              disabled={busy}
              className="btn btn-primary shrink-0 disabled:cursor-progress disabled:opacity-70"
            >
              {busy ? content.submitting : content.submit}
              {busy ? (
                <LoaderCircleIcon size={16} className="animate-spin" />
              ) : (
                <SendIcon size={16} />
              )}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** One field of the table, drawn by its kind with its copy and HTML constraints. */
function InquiryField({
  name,
  field,
  content,
}: {
  name: FieldName;
  field: FieldState;
  content: FormContent;
}) {
  const spec = fieldSpec(name);
  const copy = content.fields[name];
  const hasHint = Boolean(copy.hint);
  if (spec.kind === "checkbox") {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...controlProps(field, hasHint)}
            type="checkbox"
            defaultChecked={field.defaultValue === "on"}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-400"
          />
          <label htmlFor={field.id} className="leading-relaxed text-fg-muted">
            {copy.label}
          </label>
        </div>
        <FieldError field={field} />
      </div>
    );
  }
  const required = spec.required ?? false;
  let control;
  if (spec.kind === "select") {
    control = (
      <Select
        field={field}
        hasHint={hasHint}
        placeholder={copy.placeholder ?? ""}
        options={copy.options}
        groups={copy.groups}
        required={required}
      />
    );
  } else if (spec.kind === "textarea") {
    control = (
      <textarea
        {...controlProps(field, hasHint)}
        defaultValue={field.defaultValue}
        required={required}
        minLength={spec.min}
        maxLength={spec.max}
        placeholder={copy.placeholder}
        rows={7}
        className={`${controlClass} mt-2 resize-y`}
      />
    );
  } else {
    control = (
      <input
        {...controlProps(field, hasHint)}
        type={spec.kind}
        defaultValue={field.defaultValue}
        required={required}
        minLength={spec.min}
        maxLength={spec.max}
        autoComplete={spec.autoComplete}
        placeholder={copy.placeholder}
        className={`${controlClass} mt-2`}
      />
    );
  }
  return (
    <Field
      field={field}
      label={copy.label}
      hint={copy.hint}
      required={required}
      requiredText={content.required}
      optionalText={content.optional}
      wide={spec.wide}
    >
      {control}
    </Field>
  );
}
