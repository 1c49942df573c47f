/**
 * Option lists of the inquiry form. Selects accept only these values (the
 * shared Zod schema enforces it). Calls to action elsewhere link to
 * `/contact?inquiryType=<value>` to preselect an inquiry type.
 */
export const inquiryTypes = [
  { value: "project", label: "Start a new project" },
  { value: "game-development", label: "Game development" },
  { value: "simulation", label: "Simulation development" },
  { value: "ai", label: "AI development" },
  { value: "demo", label: "Product demo" },
  { value: "partnership", label: "Partnership or publishing" },
  { value: "support", label: "Support for a product we built" },
  { value: "press", label: "Press and media" },
  { value: "other", label: "Something else" },
] as const;

export type InquiryType = (typeof inquiryTypes)[number]["value"];

/** Link to the contact form with an inquiry type preselected. */
export function contactHref(inquiryType: InquiryType): string {
  return `/contact?inquiryType=${inquiryType}`;
}
