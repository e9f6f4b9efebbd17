import { describe, expect, it } from "vitest";
import { leadWithDateline } from "./lead-with-dateline";

describe("leadWithDateline", () => {
  it("puts the dateline in bold at the start of the first paragraph only", () => {
    expect(leadWithDateline("<p>Ankur today announced.</p>\n<p>More.</p>", "PUNE, India, April 15, 2025")).toBe(
      '<p><strong class="font-semibold text-slate-900">PUNE, India, April 15, 2025:</strong> Ankur today announced.</p>\n<p>More.</p>',
    );
  });

  it("escapes the dateline", () => {
    expect(leadWithDateline("<p>x</p>", "A<b> & Co")).toContain("A&lt;b&gt; &amp; Co:</strong> x");
  });

  it("refuses a text that has no paragraph", () => {
    expect(() => leadWithDateline("<h2>Title</h2>", "PUNE")).toThrow("must have a paragraph");
  });
});
