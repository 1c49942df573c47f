import { group, line, paragraph, record } from "../schema/fields";
import { pageFields } from "../company/schema-parts";
import { withTokens } from "../company/schema-parts";

/** The search page and the header's search box: content/pages/search.yaml. */
export const searchPageSchema = record({
  page: pageFields(),
  heading: line("Heading"),
  intro: paragraph("Introduction", {
    hint: "Says what the search covers: services, games and products, news, open roles and the company pages.",
  }),
  box: group(
    "Search box",
    {
      label: line("Label", { hint: "Read by screen readers; the header shows only the field." }),
      placeholder: line("Placeholder", { hint: "Shown in the empty field, e.g. a sample query." }),
      button: line("Button"),
    },
    { hint: "The field in the header, in the mobile menu and on this page." },
  ),
  results: group("Results", {
    count: withTokens(
      line("Number of results", {
        hint: "{count} becomes the number of pages found, {query} the words searched for.",
      }),
      ["count", "query"],
    ),
    one: withTokens(line("One result", { hint: "{query} becomes the words searched for." }), [
      "query",
    ]),
    none: withTokens(line("No results", { hint: "{query} becomes the words searched for." }), [
      "query",
    ]),
    noneHelp: paragraph("Help when nothing is found"),
    unavailable: line("When the search cannot answer", {
      hint: "Shown when the server could not search (too many searches at once, or no connection).",
    }),
    more: line("Button for more results", { hint: "Shown under the first ten results." }),
  }),
});
