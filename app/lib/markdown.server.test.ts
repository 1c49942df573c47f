import { describe, expect, it } from "vitest";
import {
  headingId,
  renderInlineMarkdown,
  renderMarkdown,
  renderMarkdownLede,
  renderMarkdownSections,
} from "./markdown.server";
import type { MediaResolver } from "./media.server";

/** Media with known sizes and variants, so the tests do not depend on public/. */
const media: MediaResolver = {
  image: (src) =>
    src.startsWith("/images/")
      ? {
          src: `${src}-800.webp`,
          width: 1200,
          height: 800,
          sources: [{ type: "image/avif", srcSet: `${src}-480.avif 480w, ${src}-800.avif 800w` }],
        }
      : { src, sources: [] },
  video: (src) => {
    const stem = src.replace(/\.\w+$/, "");
    return {
      sources: [
        { src: `${stem}.webm`, type: "video/webm" },
        { src: `${stem}.mp4`, type: "video/mp4" },
      ],
      ...(stem.includes("with-poster")
        ? { poster: { src: `${stem}.webp`, width: 1600, height: 900, sources: [] } }
        : {}),
    };
  },
};

const render = (source: string, options: Parameters<typeof renderMarkdown>[1] = {}) =>
  renderMarkdown(source, { media, ...options });

/** The parsed HTML, to look at elements rather than at strings. */
function dom(html: string) {
  const elements = [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => ({
    tag: tag!,
    attributes: Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        value ?? "",
      ]),
    ),
  }));
  return { all: (tag: string) => elements.filter((element) => element.tag === tag) };
}

describe("renderMarkdown: headings", () => {
  it("gives every heading an id from its text, unique within the text", () => {
    const { html, headings } = render("## Our values & goals\n\ntext\n\n## Our values & goals");
    expect(headings.map((heading) => heading.id)).toEqual([
      "our-values-goals",
      "our-values-goals-2",
    ]);
    expect(html).toContain('<h2 id="our-values-goals">Our values &amp; goals</h2>');
    expect(html).toContain('<h2 id="our-values-goals-2">');
  });

  it("starts at h2 under the page's title, and keeps deeper levels", () => {
    const { html, headings } = render("# Top\n\n### Detail\n\n###### Deepest");
    expect(headings.map((heading) => heading.level)).toEqual([2, 3, 6]);
    expect(html).not.toContain("<h1");
    expect(html).toMatch(/<h2 id="top">Top<\/h2>/);
  });

  it("honours another first level", () => {
    expect(render("# Title", { minHeadingLevel: 1 }).html).toContain('<h1 id="title">');
  });

  it("makes ids of letters and digits only", () => {
    expect(headingId("Café: 35% more, in Q4 2026!")).toBe("cafe-35-more-in-q4-2026");
    expect(headingId("¿?")).toBe("section");
  });
});

describe("renderMarkdown: links", () => {
  it("keeps paths of the site as they are", () => {
    const { html } = render("See [our careers](/careers#open-positions).");
    expect(html).toContain('<a href="/careers#open-positions">our careers</a>');
    expect(html).not.toContain("target=");
  });

  it("opens other sites in a new tab, safely, and says so to screen readers", () => {
    const { html } = render("[Steam](https://store.steampowered.com/)");
    const [link] = dom(html).all("a");
    expect(link?.attributes).toMatchObject({
      href: "https://store.steampowered.com/",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span></a>');
  });

  it("makes every path absolute for feeds, with no new-tab marks", () => {
    const { html } = render("[a](/about) and [b](https://example.com)", {
      origin: "https://www.example.test",
    });
    expect(html).toContain('<a href="https://www.example.test/about">a</a>');
    expect(html).toContain('<a href="https://example.com">b</a>');
    expect(html).not.toContain("sr-only");
  });
});

describe("renderMarkdown: pictures", () => {
  it("draws a picture with its description, size and variants, lazily", () => {
    const { html } = render("Inline ![A launch party](/images/news/party.png) picture.");
    const [img] = dom(html).all("img");
    expect(img?.attributes).toMatchObject({
      alt: "A launch party",
      src: "/images/news/party.png-800.webp",
      width: "1200",
      height: "800",
      loading: "lazy",
    });
    const [source] = dom(html).all("source");
    expect(source?.attributes).toMatchObject({ type: "image/avif", sizes: expect.any(String) });
    // Inside a sentence it stays in its paragraph.
    expect(html).toMatch(/^<p>Inline <picture>/);
  });

  it("makes a picture alone in its paragraph a figure, its title the caption", () => {
    const { html } = render('![The studio](/images/news/studio.png "Our Bengaluru floor")');
    expect(html).toMatch(
      /^<figure><span class="after-first-paint block" style="aspect-ratio:\d+\/\d+"><picture>.*<\/picture><\/span><figcaption>Our Bengaluru floor<\/figcaption><\/figure>/,
    );
    expect(html).not.toContain("<p>");
  });

  it("draws a picture without variants as a plain image", () => {
    const { html } = render("![Logo](/icons/logo-512.png)");
    expect(html).toContain('<img src="/icons/logo-512.png" alt="Logo" loading="lazy"');
    expect(html).not.toContain("<picture>");
  });

  it("escapes descriptions and captions", () => {
    const { html } = render('![A "quoted" <b>name</b>](/images/x.png "<i>caption</i>")');
    expect(html).toContain('alt="A &quot;quoted&quot; &lt;b&gt;name&lt;/b&gt;"');
    expect(html).toContain("<figcaption>&lt;i&gt;caption&lt;/i&gt;</figcaption>");
  });
});

describe("renderMarkdown: video loops", () => {
  it("plays a video file written as a picture as a muted loop over its poster", () => {
    const { html } = render("![Jets loop through rings](/video/with-poster.mp4)");
    const [video] = dom(html).all("video");
    expect(video?.attributes).toMatchObject({
      muted: "",
      loop: "",
      playsinline: "",
      preload: "none",
      "data-autoplay": "",
      "aria-hidden": "true",
      "data-poster": "/video/with-poster.webp",
      width: "1600",
      height: "900",
    });
    expect(video?.attributes).not.toHaveProperty("autoplay");
    expect(video?.attributes).not.toHaveProperty("controls");
    // The poster carries the description; every format of the clip is offered.
    expect(dom(html).all("img")[0]?.attributes.alt).toBe("Jets loop through rings");
    expect(
      dom(html)
        .all("source")
        .map((source) => source.attributes.type),
    ).toEqual(["video/webm", "video/mp4"]);
    expect(html).toMatch(/^<figure>/);
  });

  it("names a loop without a poster itself and lets it show its first frame", () => {
    const { html } = render("![A clip](/images/news/clip.webm)");
    const [video] = dom(html).all("video");
    expect(video?.attributes).toMatchObject({
      "aria-label": "A clip",
      preload: "metadata",
      "data-autoplay": "",
    });
    expect(video?.attributes).not.toHaveProperty("aria-hidden");
  });

  it("gives feeds a video with controls and absolute sources", () => {
    const { html } = render("![Jets](/video/with-poster.mp4)", { origin: "https://x.test" });
    const [video] = dom(html).all("video");
    expect(video?.attributes).toMatchObject({
      controls: "",
      poster: "https://x.test/video/with-poster.webp",
    });
    expect(video?.attributes).not.toHaveProperty("data-autoplay");
    expect(dom(html).all("source")[0]?.attributes.src).toBe(
      "https://x.test/video/with-poster.webm",
    );
  });
});

describe("renderMarkdown: no raw HTML", () => {
  it("shows HTML written in the text as text", () => {
    const { html } = render(
      '<script>alert(1)</script>\n\nHello <b onclick="x()">bold</b> <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<b |<img src=x/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b onclick=&quot;x()&quot;&gt;");
  });

  it("refuses script links and images", () => {
    const { html } = render("[click](javascript:alert(1)) ![x](javascript:alert(1))");
    expect(html).not.toContain("href=");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('src="javascript');
  });

  it("renders lists and emphasis as Markdown does", () => {
    const { html } = render("- **one**\n- two\n\n1. first\n2. second");
    expect(html).toContain("<ul>\n<li><strong>one</strong></li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>");
  });
});

describe("addresses and sections", () => {
  it("takes a heading's id from {#address} when it has one", () => {
    const { html, headings } = renderMarkdown("## Cookies and storage {#cookies}\n\nText.");
    expect(html).toContain('<h2 id="cookies">Cookies and storage</h2>');
    expect(headings).toEqual([{ level: 2, id: "cookies", text: "Cookies and storage" }]);
  });

  it("splits a document after its first paragraph, a heading before it included", () => {
    for (const source of [
      "## The date\n\nIt ships *soon*.\n\n## More\n\n- a\n- b",
      "Lede.\n\nSecond.",
      "- only\n- a list",
      "> A quote.\n\nThen text.",
    ]) {
      const { lede, rest } = renderMarkdownLede(source);
      expect(lede + rest, source).toBe(renderMarkdown(source).html);
    }
    expect(renderMarkdownLede("## The date\n\nIt ships *soon*.\n\n## More").lede).toBe(
      '<h2 id="the-date">The date</h2>\n<p>It ships <em>soon</em>.</p>\n',
    );
    expect(renderMarkdownLede("- only\n- a list").rest).toBe("");
    // A paragraph inside a quote or a list is not the lede's end.
    expect(renderMarkdownLede("> A quote.\n\nThen text.").lede).toBe(
      "<blockquote>\n<p>A quote.</p>\n</blockquote>\n<p>Then text.</p>\n",
    );
  });

  it("splits a document at its top-level headings", () => {
    const { intro, sections } = renderMarkdownSections(
      "Before.\n\n## One {#first}\n\nA *b*.\n\n### Deeper\n\n## Two\n\n- x",
    );
    expect(intro).toBe("<p>Before.</p>\n");
    expect(sections.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "first", title: "One" },
      { id: "two", title: "Two" },
    ]);
    expect(sections[0]!.html).toContain('<h3 id="deeper">Deeper</h3>');
  });

  it("renders one paragraph without its <p>, raw HTML as text", () => {
    expect(renderInlineMarkdown("See [our careers](/careers) <b>now</b>")).toBe(
      'See <a href="/careers">our careers</a> &lt;b&gt;now&lt;/b&gt;',
    );
  });
});
