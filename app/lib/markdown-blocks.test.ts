import { describe, expect, it } from "vitest";
import { innerHtml, markdownBlocks, outerHtml, textOf } from "./markdown-blocks";

describe("markdownBlocks", () => {
  it("keeps the words as written: straight quotes, apostrophes, double hyphens and dots", () => {
    const [paragraph] = markdownBlocks(`It's "plain" -- really...`);
    expect(textOf(paragraph!)).toBe(`It's "plain" -- really...`);
  });

  it("links what is written as a link, and leaves a bare e-mail address or URL as text", () => {
    const [paragraph] = markdownBlocks("Write to a@b.in, <c@d.in>, [us](mailto:e@f.in) or see https://x.org and <https://z.org>.");
    expect(innerHtml(paragraph!)).toBe('Write to a@b.in, <a href="mailto:c@d.in">c@d.in</a>, <a href="mailto:e@f.in">us</a> or see https://x.org and <a href="https://z.org">https://z.org</a>.');
  });

  it("gives a heading the id written after it, and reads tables and lists", () => {
    const blocks = markdownBlocks("## 1. Who we are {#who-we-are}\n\n- a\n- b\n\n| x | y |\n| - | - |\n| 1 | 2 |\n");
    expect(blocks.map((block) => block.tagName)).toEqual(["h2", "ul", "table"]);
    expect(outerHtml(blocks[0]!)).toBe('<h2 id="who-we-are">1. Who we are</h2>');
  });

  it("escapes text and attributes in the HTML it writes", () => {
    const [paragraph] = markdownBlocks('Fish & chips <3 [here](/a?b=1&c=2 \'say "hi"\')');
    expect(innerHtml(paragraph!)).toBe('Fish &amp; chips &lt;3 <a href="/a?b=1&amp;c=2" title="say &quot;hi&quot;">here</a>');
  });
});
