import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadTags } from "./head-tags";

describe("HeadTags", () => {
  it("writes a <link> that has a title of its own (a feed's) as a link, not as the page's <title>", () => {
    const html = renderToStaticMarkup(
      <HeadTags
        descriptors={[
          { title: "Blog & Articles | Ankur" },
          { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Blog & Articles | Ankur", href: "https://example.org/resources/blog/rss.xml" },
        ]}
      />,
    );
    expect(html).toBe('<title>Blog &amp; Articles | Ankur</title><link rel="alternate" type="application/rss+xml" title="Blog &amp; Articles | Ankur" href="https://example.org/resources/blog/rss.xml"/>');
  });
});
