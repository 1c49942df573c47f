import { fileCollection, folderCollection } from "../collection";
import { newsPageSchema, newsPostSchema } from "./schema";

/** The news posts and the words around them (docs/content.md, "News"). */
export const newsCollections = {
  news: folderCollection({
    path: "news",
    format: "markdown",
    label: "News",
    labelSingular: "News post",
    description:
      "Posts for /news, the home page and the feeds, newest first. The file name is the post's address: /news/<file name>.",
    identifierField: "title",
    sortBy: "date",
    order: "descending",
    slugTemplate: "{{slug}}",
    create: true,
    schema: newsPostSchema,
  }),
  newsPage: fileCollection({
    path: "pages/news.yaml",
    format: "yaml",
    label: "News pages",
    description:
      "The headings, links and descriptions around the posts: the news list, each post, the home page's latest news and the feeds.",
    schema: newsPageSchema,
  }),
};
