import { describe, expect, it } from "vitest";
import { classWords, inlinePageStyles, pageScriptUrls, pageStylesheet, relativeScriptImports, stylesheetHref } from "./page-styles.ts";

describe("classWords", () => {
  it("finds classes in class attributes, island props and script strings", () => {
    const html = '<div class="flex [&amp;&gt;svg]:size-4"></div><astro-island props="{&quot;className&quot;:[0,&quot;bg-brand-700 sm:p-6&quot;]}"></astro-island>';
    const words = classWords(html, ['e.className=`ring-2 ${t?"opacity-50":"md:grid-cols-[minmax(8rem,14rem)_1fr]"}`', 'x("hidden",y)']);
    const expected = ["flex", "[&>svg]:size-4", "bg-brand-700", "sm:p-6", "ring-2", "opacity-50", "md:grid-cols-[minmax(8rem,14rem)_1fr]", "hidden"];
    expect(expected.filter((name) => !words.has(name))).toEqual([]);
    expect(words.has("")).toBe(false);
  });
});

describe("the page's scripts", () => {
  it("names the script files, module preloads and islands' modules of the site, once each", () => {
    const html =
      '<script type="module" src="/assets/page.A.js"></script><link rel="modulepreload" href="/assets/chunk.B.js"><astro-island component-url="/assets/island.C.js" renderer-url="/assets/client.D.js"></astro-island><astro-island component-url="/assets/island.C.js"></astro-island><script src="https://example.com/x.js"></script>';
    expect(pageScriptUrls(html)).toEqual(["/assets/page.A.js", "/assets/chunk.B.js", "/assets/island.C.js", "/assets/client.D.js"]);
  });

  it("follows a built module's static and dynamic imports of its siblings", () => {
    const script = 'import{a as b}from"./react.X1.js";import"./side.Y.js";const c=()=>import(`./later.Z.js`);fetch("/api/x.js");';
    expect(relativeScriptImports(script)).toEqual(["react.X1.js", "side.Y.js", "later.Z.js"]);
  });
});

describe("a page's own rules, inline", () => {
  const css = '@font-face{font-family:x;src:url(x.woff2)}.flex{display:flex}.grid{display:grid}@media (width>=40rem){.sm\\:p-6{padding:1.5rem}.sm\\:hidden{display:none}}a{color:var(--link)}:root{--link:blue;--unused:red}';

  it("keeps the rules of the classes the page or its scripts use, in their order, and what every page needs", () => {
    expect(pageStylesheet(css, '<p class="flex">', ['c("sm:p-6")'])).toBe("@font-face{font-family:x;src:url(x.woff2)}.flex{display:flex}@media (width>=40rem){.sm\\:p-6{padding:1.5rem}}a{color:var(--link)}:root{--link:blue}");
  });

  it("finds the one stylesheet link and puts the rules in its place", () => {
    const html = '<head><link rel="stylesheet" href="/assets/site.H.css"><link rel="icon" href="/favicon.svg"></head>';
    expect(stylesheetHref(html)).toBe("/assets/site.H.css");
    expect(stylesheetHref(`${html}<link rel="stylesheet" href="/assets/other.css">`)).toBeUndefined();
    expect(inlinePageStyles(html, "/assets/site.H.css", ".a{content:'$&'}.b{content:'</style>'}")).toBe(
      "<head><style data-from=\"/assets/site.H.css\">.a{content:'$&'}.b{content:'<\\/style>'}</style><link rel=\"icon\" href=\"/favicon.svg\"></head>",
    );
  });
});
