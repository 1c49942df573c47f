import { action, group, line, paragraph, record } from "../../schema/fields";

/** The not-found page and the error page: content/pages/errors.yaml. */
export const errorPagesSchema = record({
  notFound: group("Page not found", {
    tabTitle: line("Title in the browser tab", { hint: "Followed by the studio's name." }),
    title: line("Heading"),
    text: paragraph("Text"),
    home: action("Main button"),
    contact: action("Second button"),
  }),
  gone: group("Page removed on purpose", {
    tabTitle: line("Title in the browser tab", { hint: "Followed by the studio's name." }),
    title: line("Heading"),
    text: paragraph("Text", {
      hint: 'Shown at an old address marked "gone" in Redirects: the page was removed and has no successor.',
    }),
    home: action("Main button"),
    contact: action("Second button"),
  }),
  serverError: group("Something went wrong", {
    tabTitle: line("Title in the browser tab", { hint: "Followed by the studio's name." }),
    title: line("Heading"),
    text: paragraph("Text"),
    home: action("Button"),
  }),
});
