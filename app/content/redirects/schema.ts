import { z } from "zod";
import { choice, group, list, record } from "../schema/fields";

export const redirectTypes = ["permanent", "temporary", "gone"] as const;
export type RedirectType = (typeof redirectTypes)[number];

const address = (label: string, hint: string) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .meta({ title: label, widget: "string", description: hint });

/** content/redirects.yaml: old addresses of the site, and where they go now. */
export const redirectsSchema = record({
  redirects: list(
    "Redirects",
    group("Redirect", {
      from: address(
        "Old address",
        "The path that no longer has a page, starting with / (e.g. /services/ai-development). It must not be the address of a published page.",
      ),
      to: address(
        "New address",
        "The page it goes to now (e.g. /services/ai), or a full https:// address. Leave empty when the page is gone for good.",
      ).optional(),
      type: choice("Kind", redirectTypes, {
        hint: "Permanent (301): the page has moved for good. Temporary (302): it comes back later. Gone (410): removed on purpose, with no new address.",
      }),
    }),
  ),
});
