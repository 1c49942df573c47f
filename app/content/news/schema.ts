import { date, group, image, line, list, markdown, paragraph, record } from "../schema/fields";

/**
 * A news post: content/news/<slug>.md, front matter plus the Markdown body.
 * The file name is the post's address: content/news/studio-news.md is
 * /news/studio-news.
 */
export const newsPostSchema = record({
  title: line("Title", {
    hint: "The headline, as it shows on the post, the news list and in link previews.",
    max: 110,
  }),
  date: date("Goes live on", {
    hint: "The day the post goes live, studio time (Asia/Kolkata unless set otherwise). A day in the future schedules it: it appears on the site that day, within the hour after midnight. The newest posts come first on the news pages and in the feeds.",
  }),
  author: line("Author", { hint: "Who wrote the post, e.g. Meera Iyer." }),
  summary: paragraph("Summary", {
    hint: "One or two sentences (70 to 170 characters) for the news card, search engines and feed readers.",
    min: 70,
    max: 170,
  }),
  hero: image("Hero image", {
    hint: "The big picture at the top of the post and on its card. Use a wide picture (16:9, at least 1600 pixels wide); it is cropped to 16:9.",
  }),
  heroAlt: line("Hero image description", {
    hint: "What the picture shows, in one sentence, for people who cannot see it.",
    max: 200,
  }),
  tags: list("Tags", line("Tag", { max: 40 }), {
    hint: "Optional topics, e.g. Games, Simulation, Careers. The first one shows above the title.",
    max: 6,
  }).optional(),
  body: markdown("Post", {
    hint: "The text of the post. Headings, lists, links and pictures work. A video file (.mp4 or .webm) inserted as a picture plays as a silent loop. Give every picture a description.",
  }),
}).superRefine((post, context) => {
  // ![](/images/x.png): a picture nobody who cannot see it would know about.
  if (/!\[\s*\]\(/.test(post.body))
    context.addIssue({
      code: "custom",
      path: ["body"],
      message:
        "every picture and video needs a description between the brackets: ![what it shows](/images/news/file.png)",
    });
});

/** Words that are the same on every news page: content/pages/news.yaml. */
export const newsPageSchema = record({
  list: group("News list", {
    eyebrow: line("Eyebrow", { hint: "The small line above the heading." }),
    title: line("Heading"),
    intro: paragraph("Introduction", { max: 300 }),
    label: line("Breadcrumb label", { hint: "The page's name in breadcrumbs, e.g. News." }),
    documentTitle: line("Page title", {
      hint: "The browser tab's title and the search result's headline, before the studio's name.",
    }),
    description: paragraph("Search description", {
      hint: "One or two sentences (70 to 170 characters) for search engines and link previews.",
      min: 70,
      max: 170,
    }),
    laterTitle: line("Title of the later pages", {
      hint: "For page 2 onwards. {page} stands for the page's number, e.g. News, page {page}.",
    }),
    laterDescription: paragraph("Search description of the later pages", {
      hint: "For page 2 onwards; {page} stands for the page's number. 70 to 170 characters.",
      min: 70,
      max: 170,
    }),
    laterLabel: line("Breadcrumb label of the later pages", {
      hint: "{page} stands for the page's number, e.g. Page {page}.",
    }),
    empty: paragraph("When there are no posts", { max: 200 }),
  }),
  pagination: group("Moving between pages", {
    label: line("Name of the page links", {
      hint: "Read out by screen readers, e.g. News pages.",
    }),
    newer: line("Link to newer posts"),
    older: line("Link to older posts"),
    status: line("Page counter", {
      hint: "{page} stands for the page's number and {pages} for the number of pages.",
    }),
  }),
  feeds: group("Feeds", {
    label: line("Heading of the feed links"),
    rss: line("RSS link"),
    json: line("JSON Feed link"),
    title: line("Feed title", { hint: "The feed's name in feed readers." }),
    description: paragraph("Feed description", { max: 300 }),
  }),
  post: group("A post", {
    eyebrow: line("Eyebrow", { hint: "Above the title when a post has no tags." }),
    byline: line("Before the author's name", { hint: "e.g. By" }),
    back: line("Link back to the list"),
    tagsLabel: line("Name of the tag list", { hint: "Read out by screen readers." }),
    moreTitle: line("Heading of the other posts"),
  }),
  home: group("On the home page", {
    eyebrow: line("Eyebrow"),
    title: line("Heading"),
    intro: paragraph("Introduction", { max: 300 }),
    link: line("Link to all news"),
  }),
});
