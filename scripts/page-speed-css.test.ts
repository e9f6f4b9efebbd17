import { describe, expect, it } from "vitest";
import { pageClasses, pruneStylesheet, selectorMayMatch } from "./page-speed-css.ts";

describe("pageClasses", () => {
  it("collects the class tokens of a page, entities decoded", () => {
    const html = '<div class="flex  mt-4"><svg class="size-6"></svg><p class="[&amp;&gt;svg]:size-4 md:grid-cols-2">x</p><p data-class="no"></p></div>';
    expect([...pageClasses(html)].sort()).toEqual(["[&>svg]:size-4", "flex", "md:grid-cols-2", "mt-4", "size-6"]);
  });
});

describe("selectorMayMatch", () => {
  const classes = new Set(["btn", "hover:bg-brand-800", "mt-0.5", "top-1/2", "2xl:flex", "group"]);

  it("keeps selectors whose every class is on the page, Tailwind's escapes read", () => {
    expect(selectorMayMatch(".btn", classes)).toBe(true);
    expect(selectorMayMatch(".hover\\:bg-brand-800:hover", classes)).toBe(true);
    expect(selectorMayMatch(".mt-0\\.5", classes)).toBe(true);
    expect(selectorMayMatch(".top-1\\/2", classes)).toBe(true);
    expect(selectorMayMatch(".\\32 xl\\:flex", classes)).toBe(true);
  });

  it("drops selectors naming a class the page lacks, unless another selector of the list may match", () => {
    expect(selectorMayMatch(".btn-primary", classes)).toBe(false);
    expect(selectorMayMatch(".btn .shadow-md", classes)).toBe(false);
    expect(selectorMayMatch(".shadow-md,.btn", classes)).toBe(true);
  });

  it("keeps selectors without classes and does not look inside functional pseudo-classes or attributes", () => {
    expect(selectorMayMatch("*,:after,:before", classes)).toBe(true);
    expect(selectorMayMatch("[hidden]:where(:not([hidden=until-found]))", classes)).toBe(true);
    expect(selectorMayMatch(".group-hover\\:x:is(:where(.group):hover *)", new Set(["group-hover:x"]))).toBe(true);
    expect(selectorMayMatch('[data-x=".gone"]', classes)).toBe(true);
  });
});

describe("pruneStylesheet", () => {
  const css =
    '/*! tailwindcss */@layer properties,theme;@layer theme{:root{--x:1}}@layer utilities{.btn{color:red}.unused{color:blue}@media (width>=40rem){.sm\\:unused{display:none}}@media (hover:hover){.btn:hover{color:green}}}' +
    '@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}.reveal-armed [data-reveal]{opacity:0}a::after{content:"}"}';

  it("keeps the rules the page can use, every non-grouping at-rule, and drops emptied groups", () => {
    expect(pruneStylesheet(css, new Set(["btn"]))).toBe(
      '@layer properties,theme;@layer theme{:root{--x:1}}@layer utilities{.btn{color:red}@media (hover:hover){.btn:hover{color:green}}}@keyframes spin{to{rotate:1turn}}@property --tw-x{syntax:"*";inherits:false}a::after{content:"}"}',
    );
  });

  it("changes nothing when the page uses every class", () => {
    const all = new Set(["btn", "unused", "sm:unused", "reveal-armed"]);
    expect(pruneStylesheet(css, all)).toBe(css.replace("/*! tailwindcss */", ""));
  });
});
