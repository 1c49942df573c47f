import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import toast from "react-hot-toast";
import { Link, useFetcher, useSearchParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { SiteToaster } from "~/components/ui/site-toaster";
import { newIdempotencyKey } from "~/contact/idempotency-key";
import { messages, type ContactResult } from "~/contact/result";
import {
  honeypotField,
  idempotencyKeyField,
  limits,
  parseContactForm,
  requiredFields,
} from "~/contact/schema";
import type { ContactPageContent } from "~/content/contact/page";
import type { SelectGroup, SelectOption } from "~/content/contact/options";

type FormContent = ContactPageContent["form"];

const control =
  "block w-full rounded-xl border border-line bg-ink-950/70 px-4 py-3 text-base text-fg placeholder:text-fg-subtle transition-colors hover:border-fg-subtle/60 focus:border-brand-300 focus:ring-2 focus:ring-brand-300/80 focus:outline-none aria-[invalid=true]:border-blood-400";

/**
 * The inquiry form (a lazy piece of /contact). Conform validates in the browser
 * with the same Zod schema as the server, shows errors next to each field and
 * moves focus to the first invalid one. A fetcher posts it to the route's
 * action (through `clientAction`, which turns network errors and timeouts into
 * a failure); without JavaScript it posts to /contact like any HTML form and the
 * server answers with this page, showing the result.
 */
export default function ContactForm({
  content,
  actionData,
}: {
  content: FormContent;
  /** The server's answer to a post made without JavaScript. */
  actionData?: ContactResult;
}) {
  const fetcher = useFetcher<ContactResult>({ key: "contact-inquiry" });
  const latest = fetcher.data ?? actionData;
  const busy = fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: "inquiry",
    lastResult: latest && "result" in latest ? latest.result : undefined,
    // Errors appear on submit, then update as you type. (Validating on blur would
    // insert messages while the pointer is on the submit button: the button moves
    // between mouse down and up, and the click is lost.)
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseContactForm(formData),
  });

  // A fresh key per form fill, made in the browser (the prerendered page has none;
  // the server derives one for forms posted without JavaScript).
  const keyRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (keyRef.current && !keyRef.current.value) keyRef.current.value = newIdempotencyKey();
  }, []);

  // /contact?inquiryType=demo preselects the inquiry type (only valid values).
  const [searchParams] = useSearchParams();
  const preselect = searchParams.get("inquiryType");
  const { update } = form;
  const inquiryTypeName = fields.inquiryType.name;
  useEffect(() => {
    if (preselect && content.options.inquiryTypes.some((option) => option.value === preselect)) {
      update({ name: inquiryTypeName, value: preselect });
    }
  }, [preselect, update, inquiryTypeName, content.options.inquiryTypes]);

  // Toasts follow the fetcher: loading while it posts, then success or failure.
  const toastId = useRef<string | undefined>(undefined);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (fetcher.state === "submitting" && !toastId.current) {
      toastId.current = toast.loading(messages.loading);
    }
  }, [fetcher.state]);
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    const id = toastId.current;
    toastId.current = undefined;
    if (data.status === "success") {
      toast.success(messages.success, { id });
      if (keyRef.current) keyRef.current.value = newIdempotencyKey();
      statusRef.current?.focus();
    } else {
      toast.error(messages.failure, { id });
    }
  }, [fetcher.data]);

  const succeeded = !busy && latest?.status === "success";
  const failed = !busy && latest?.status === "failed";
  const formErrors = busy ? undefined : form.errors;

  const describedBy = (field: { descriptionId: string }, hint?: string) =>
    hint ? field.descriptionId : undefined;
  const labels = content.fields;

  return (
    <section
      id="inquiry-form"
      aria-labelledby="inquiry-heading"
      className="scroll-mt-24 rounded-[2rem] border border-line bg-ink-900/80 p-6 shadow-card sm:p-10"
    >
      <SiteToaster />
      <h2 id="inquiry-heading" className="heading-2">
        {content.title}
      </h2>
      <p className="mt-3 leading-relaxed text-fg-muted">{content.intro}</p>

      <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
        {succeeded ? (
          <div className="mt-6 flex gap-3 rounded-2xl border border-brand-400/40 bg-brand-400/10 p-5">
            <Icon name="check-circle-2" size={24} className="shrink-0 text-brand-300" />
            <div>
              <p className="font-semibold text-fg">{content.success.title}</p>
              <p className="mt-1 text-fg-muted">{content.success.text}</p>
            </div>
          </div>
        ) : null}
      </div>

      <fetcher.Form
        method="post"
        action="/contact"
        encType="multipart/form-data"
        {...getFormProps(form)}
        aria-busy={busy}
        className="mt-8 space-y-10"
      >
        {/* People never see this; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="inquiry-website">{content.honeypotLabel}</label>
          <input
            id="inquiry-website"
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input ref={keyRef} type="hidden" name={idempotencyKeyField} />

        <fieldset className="grid gap-6 sm:grid-cols-2">
          <Legend>{content.groups.about}</Legend>
          <Field field={fields.fullName} label={labels.fullName.label} content={content}>
            <input
              {...getInputProps(fields.fullName, { type: "text" })}
              required
              maxLength={limits.fullName}
              autoComplete={labels.fullName.autoComplete}
              className={`${control} mt-2`}
            />
          </Field>
          <Field
            field={fields.email}
            label={labels.email.label}
            hint={labels.email.hint}
            content={content}
          >
            <input
              {...getInputProps(fields.email, {
                type: "email",
                ariaDescribedBy: describedBy(fields.email, labels.email.hint),
              })}
              required
              maxLength={limits.email}
              autoComplete={labels.email.autoComplete}
              className={`${control} mt-2`}
            />
          </Field>
          <Field
            field={fields.phone}
            label={labels.phone.label}
            hint={labels.phone.hint}
            content={content}
          >
            <input
              {...getInputProps(fields.phone, {
                type: "tel",
                ariaDescribedBy: describedBy(fields.phone, labels.phone.hint),
              })}
              maxLength={limits.phone}
              autoComplete={labels.phone.autoComplete}
              className={`${control} mt-2`}
            />
          </Field>
          <Field field={fields.company} label={labels.company.label} content={content}>
            <input
              {...getInputProps(fields.company, { type: "text" })}
              maxLength={limits.company}
              autoComplete={labels.company.autoComplete}
              className={`${control} mt-2`}
            />
          </Field>
          <Field field={fields.country} label={labels.country.label} content={content} wide>
            <Select
              field={fields.country}
              placeholder={labels.country.placeholder}
              options={content.options.countries}
            />
          </Field>
        </fieldset>

        <fieldset className="grid gap-6 sm:grid-cols-2">
          <Legend>{content.groups.project}</Legend>
          <Field field={fields.inquiryType} label={labels.inquiryType.label} content={content}>
            <Select
              field={fields.inquiryType}
              placeholder={labels.inquiryType.placeholder}
              options={content.options.inquiryTypes}
              required
            />
          </Field>
          <Field field={fields.serviceType} label={labels.serviceType.label} content={content}>
            <Select
              field={fields.serviceType}
              placeholder={labels.serviceType.placeholder}
              groups={content.options.serviceTypeGroups}
            />
          </Field>
          <Field field={fields.budget} label={labels.budget.label} content={content}>
            <Select
              field={fields.budget}
              placeholder={labels.budget.placeholder}
              options={content.options.budgets}
            />
          </Field>
          <Field field={fields.timeline} label={labels.timeline.label} content={content}>
            <Select
              field={fields.timeline}
              placeholder={labels.timeline.placeholder}
              options={content.options.timelines}
            />
          </Field>
        </fieldset>

        <fieldset className="grid gap-6">
          <Legend>{content.groups.message}</Legend>
          <Field field={fields.subject} label={labels.subject.label} content={content}>
            <input
              {...getInputProps(fields.subject, { type: "text" })}
              required
              maxLength={limits.subject}
              placeholder={labels.subject.placeholder}
              className={`${control} mt-2`}
            />
          </Field>
          <Field
            field={fields.message}
            label={labels.message.label}
            hint={labels.message.hint}
            content={content}
          >
            <textarea
              {...getTextareaProps(fields.message, {
                ariaDescribedBy: describedBy(fields.message, labels.message.hint),
              })}
              required
              minLength={limits.messageMin}
              maxLength={limits.message}
              rows={7}
              className={`${control} mt-2 resize-y`}
            />
          </Field>
          <div>
            <div className="flex items-start gap-3">
              <input
                {...getInputProps(fields.consent, { type: "checkbox" })}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-400"
              />
              <label htmlFor={fields.consent.id} className="leading-relaxed text-fg-muted">
                {labels.consent.label}
              </label>
            </div>
            <FieldError field={fields.consent} />
          </div>
        </fieldset>

        <div className="space-y-5 border-t border-line pt-8">
          {formErrors?.length || failed ? (
            <div
              id={form.errorId}
              role="alert"
              className="flex gap-3 rounded-2xl border border-blood-400/50 bg-blood-900/60 p-4 text-fg"
            >
              <Icon name="circle-alert" size={20} className="mt-0.5 shrink-0 text-blood-400" />
              <p>{formErrors?.[0] ?? content.failure}</p>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm leading-relaxed text-fg-muted">
              {content.privacy.text}{" "}
              <Link
                to={content.privacy.link.to}
                className="text-brand-300 underline underline-offset-4"
              >
                {content.privacy.link.label}
              </Link>
              .
            </p>
            <button
              type="submit"
              disabled={busy}
              className="btn btn-primary shrink-0 disabled:cursor-progress disabled:opacity-70"
            >
              {busy ? content.submitting : content.submit}
              <Icon
                name={busy ? "loader-circle" : "send"}
                size={16}
                className={busy ? "animate-spin" : undefined}
              />
            </button>
          </div>
        </div>
      </fetcher.Form>
    </section>
  );
}

function Legend({ children }: { children: ReactNode }) {
  return (
    <legend className="mb-6 font-display text-lg font-semibold text-fg sm:col-span-2">
      {children}
    </legend>
  );
}

function Field({
  field,
  label,
  hint,
  content,
  wide = false,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  content: FormContent;
  wide?: boolean;
  children: ReactNode;
}) {
  const required = (requiredFields as readonly string[]).includes(field.name);
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label
        htmlFor={field.id}
        className="flex items-baseline justify-between gap-3 font-medium text-fg"
      >
        {label}
        <span className="text-xs font-normal text-fg-muted">
          {required ? content.required : content.optional}
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

function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-2 flex items-start gap-2 text-sm text-blood-400">
      <Icon name="circle-alert" size={16} className="mt-0.5 shrink-0" />
      {field.errors[0]}
    </p>
  );
}

function Select({
  field,
  placeholder,
  options,
  groups,
  required,
}: {
  field: FieldMetadata<string | undefined>;
  placeholder: string;
  options?: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  required?: boolean;
}) {
  const renderOptions = (list: readonly SelectOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div className="relative mt-2">
      <select
        {...getSelectProps(field)}
        required={required}
        className={`${control} appearance-none pr-11`}
      >
        <option value="">{placeholder}</option>
        {options ? renderOptions(options) : null}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {renderOptions(group.options)}
          </optgroup>
        ))}
      </select>
      <Icon
        name="chevron-down"
        size={18}
        className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
