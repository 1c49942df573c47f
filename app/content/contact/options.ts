import type { SelectOption } from "~/contact/copy";
import { content } from "../load.server";

/**
 * The inquiry types of the form (content/forms/inquiry.yaml). Calls to action
 * elsewhere link to `/contact?inquiryType=<value>` to preselect one; the
 * contact tests check that every such link in the content names a listed type.
 */
export type InquiryType = string;

/** Link to the contact form with an inquiry type preselected. */
export function contactHref(inquiryType: InquiryType): string {
  return `/contact?inquiryType=${inquiryType}`;
}

/** The inquiry types as the current content lists them. */
export function inquiryTypeOptions(): readonly SelectOption[] {
  return content().inquiryForm.fields.inquiryType.options ?? [];
}
