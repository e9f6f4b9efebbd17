import { describe, expect, it } from "vitest";
import { pageClasses, pruneStylesheet, pruneUnusedDefinitions, selectorMayMatch } from "./page-styles-css.ts";

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

describe("pruneUnusedDefinitions", () => {
  it("drops custom properties no var() reads, declared or registered, and keeps those read", () => {
    const css = ':root{--color-brand:#123;--color-unused:#456;--spacing:.25rem}.btn{color:var(--color-brand);padding:calc(var(--spacing)*4)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}.s{box-shadow:var(--tw-shadow)}';
    expect(pruneUnusedDefinitions(css, "")).toBe(
      ':root{--color-brand:#123;--spacing:.25rem}.btn{color:var(--color-brand);padding:calc(var(--spacing)*4)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.s{box-shadow:var(--tw-shadow)}',
    );
  });

  it("follows chains: a property only an unread property reads goes too", () => {
    expect(pruneUnusedDefinitions(":root{--a:1px;--b:var(--a);--c:2px}.x{width:var(--c)}", "")).toBe(":root{--c:2px}.x{width:var(--c)}");
  });

  it("keeps what the page's markup reads in a style attribute", () => {
    expect(pruneUnusedDefinitions(":root{--reveal-delay:0s;--gone:1}", '<div style="transition-delay:var(--reveal-delay)"></div>')).toBe(":root{--reveal-delay:0s}");
  });

  it("reads values with strings and parentheses whole, semicolons and braces inside included", () => {
    const css = ':root{--icon:url(data:image/svg+xml;utf8,x);--quote:"a;b}c";--keep:1}.x{order:var(--keep)}';
    expect(pruneUnusedDefinitions(css, "")).toBe(":root{--keep:1}.x{order:var(--keep)}");
  });

  it("drops keyframes no rule names, directly or through a custom property", () => {
    const css = "@keyframes spin{to{rotate:1turn}}@keyframes ping{75%,to{scale:2;opacity:0}}@keyframes fade-in{0%{opacity:0}}:root{--animate-spin:spin 1s linear infinite}.a{animation:var(--animate-spin)}.b{animation-name:fade-in}";
    expect(pruneUnusedDefinitions(css, "")).toBe(
      "@keyframes spin{to{rotate:1turn}}@keyframes fade-in{0%{opacity:0}}:root{--animate-spin:spin 1s linear infinite}.a{animation:var(--animate-spin)}.b{animation-name:fade-in}",
    );
  });

  it("never touches ordinary declarations", () => {
    const css = ".x{color:red;margin:0 auto}@media (width>=40rem){.y{display:grid}}";
    expect(pruneUnusedDefinitions(css, "")).toBe(css);
  });
});
