import { useRef, useState, type FormEvent } from "react";
import type { FieldState } from "~/components/ui/forms";
import type { InquiryRules } from "~/contact/copy";
import { fieldNames, type FieldName } from "~/contact/fields";
import type { FormErrors, PostedValues } from "~/contact/result";
import { parseContactForm } from "~/contact/schema";

/** The form's id; its fields' ids are `inquiry-<name>`. */
export const INQUIRY_FORM_ID = "inquiry";

/** The id of the message above the submit button (the form's own errors). */
export const FORM_ERROR_ID = `${INQUIRY_FORM_ID}-form-error`;

/** One field as the form draws it: its ids, its errors and the value it starts with. */
export function fieldState(name: FieldName, errors: FormErrors, values: PostedValues): FieldState {
  const id = `${INQUIRY_FORM_ID}-${name}`;
  return {
    id,
    name,
    descriptionId: `${id}-description`,
    errorId: `${id}-error`,
    errors: errors[name],
    defaultValue: values[name],
  };
}

interface InquiryFormOptions {
  rules: InquiryRules;
  /**
   * The errors the server answered with (a refused post): shown in place of
   * the form's own until the visitor changes something.
   */
  answered: FormErrors | undefined;
  /** Called with the form's data when a submit passes the checks. */
  onValid: (data: FormData) => void;
}

/**
 * The inquiry form's checks in the browser, with the schema the server applies
 * (`parseContactForm`, the field table's rules in the content's wording).
 * Errors appear when the form is submitted, and focus moves to the first
 * invalid field; from then on they follow what the visitor types. (Validating
 * on blur inserted messages while the pointer was on the submit button: the
 * button moved between mouse down and up, and the click was lost.) The fields
 * are the browser's own (uncontrolled): nothing here runs while the visitor
 * types until the first submit, and hydrating the form costs only its markup.
 */
export function useInquiryForm({ rules, answered, onValid }: InquiryFormOptions) {
  const [errors, setErrors] = useState<FormErrors>(answered ?? {});
  // A new answer from the server replaces what the form shows (React's pattern
  // for state that follows a prop: set while rendering, no effect).
  const [shownAnswer, setShownAnswer] = useState(answered);
  if (answered !== shownAnswer) {
    setShownAnswer(answered);
    setErrors(answered ?? {});
  }
  // Errors follow the visitor's typing once there are errors to follow.
  const checking = useRef(answered !== undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    checking.current = true;
    const data = new FormData(event.currentTarget);
    const check = parseContactForm(data, rules);
    if (check.status === "error") {
      setErrors(check.errors);
      focusFirstInvalid(event.currentTarget, check.errors);
      return;
    }
    setErrors({});
    onValid(data);
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    if (!checking.current) return;
    const check = parseContactForm(new FormData(event.currentTarget), rules);
    setErrors(check.status === "error" ? check.errors : {});
  }

  /** After a stored inquiry: an empty form, checked again only from its next submit. */
  function clear() {
    checking.current = false;
    setErrors({});
  }

  return { errors, onSubmit, onInput, clear };
}

/** Focuses the first field (in the form's order) that has an error. */
function focusFirstInvalid(form: HTMLFormElement, errors: FormErrors) {
  const first = fieldNames.find((name) => errors[name]?.length);
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}
