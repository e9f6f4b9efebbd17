import { describe, expect, it } from "vitest";
import { legalBody } from "./legal-markdown";

const FILE = "app/content/legal/test.md";

describe("legalBody", () => {
  it("reads the intro, then a section per heading with its anchor, paragraphs, lists and captioned tables, words as written", () => {
    const body = legalBody(
      [
        'This policy explains what "we" collect. It\'s short.',
        "## 1. Who we are {#who-we-are}",
        "We are [Ankur](/about-us) & friends.",
        "- One\n- Two **bold**",
        "## 2. What we keep",
        "Table: How long we keep it",
        "| Data | How long |\n| --- | --- |\n| Forms | 24 months |\n| Logs | 180 days |",
      ].join("\n\n"),
      FILE,
    );
    expect(body).toEqual({
      intro: ['This policy explains what "we" collect. It\'s short.'],
      sections: [
        {
          id: "who-we-are",
          heading: "1. Who we are",
          blocks: [
            { kind: "paragraph", html: 'We are <a href="/about-us">Ankur</a> &amp; friends.' },
            { kind: "list", items: ["One", "Two <strong>bold</strong>"] },
          ],
        },
        {
          id: "2-what-we-keep",
          heading: "2. What we keep",
          blocks: [{ kind: "table", caption: "How long we keep it", columns: ["Data", "How long"], rows: [["Forms", "24 months"], ["Logs", "180 days"]] }],
        },
      ],
    });
  });

  it("reads a paragraph that is only {{form-notices}} as the place of every form's data notice, and other braces as words", () => {
    const body = legalBody("## 2. What we collect {#what-we-collect}\n\nEach form asks for:\n\n{{form-notices}}\n\nWe keep {{this}} as written.", FILE);
    expect(body.sections[0]?.blocks).toEqual([
      { kind: "paragraph", html: "Each form asks for:" },
      { kind: "form-notices" },
      { kind: "paragraph", html: "We keep {{this}} as written." },
    ]);
    // Before the first heading it has no section to go in, like a list.
    expect(() => legalBody("{{form-notices}}\n\n## A\n\nWords.", FILE)).toThrow(FILE);
  });

  it("opens a link to another site in a new tab, without an opener, and says so; a link within the site as written", () => {
    const body = legalBody("## A {#a}\n\nSee [the Ministry](https://www.meity.gov.in) and [your data](/legal/your-data).\n\n- On [the web](http://example.in)", FILE);
    expect(body.sections[0]?.blocks).toEqual([
      {
        kind: "paragraph",
        html: 'See <a href="https://www.meity.gov.in" target="_blank" rel="noopener noreferrer">the Ministry<span class="sr-only"> (opens in a new tab)</span></a> and <a href="/legal/your-data">your data</a>.',
      },
      { kind: "list", items: ['On <a href="http://example.in" target="_blank" rel="noopener noreferrer">the web<span class="sr-only"> (opens in a new tab)</span></a>'] },
    ]);
  });

  it("fails, naming the file, on a table without its caption, a caption without its table, what it cannot lay out, a repeated anchor or an empty section", () => {
    const fails = (markdown: string) => expect(() => legalBody(markdown, FILE)).toThrow(FILE);
    expect(() => legalBody("## A {#a}\n\n| x |\n| - |\n| y |", FILE)).toThrow(/app\/content\/legal\/test\.md: a table needs a caption/);
    fails("## A {#a}\n\nTable: Lost\n\nJust words.");
    fails("## A {#a}\n\n### A smaller heading\n\nWords.");
    fails("## A {#a}\n\n> A quote.");
    fails("## A {#a}\n\nWords.\n\n## B {#a}\n\nWords.");
    fails("## A {#a}\n\n## B {#b}\n\nWords.");
    fails("Only an intro.");
    fails("Intro.\n\n- a list before the first heading\n\n## A\n\nWords.");
  });
});
