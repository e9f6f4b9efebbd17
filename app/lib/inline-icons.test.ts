import { describe, expect, it } from "vitest";
import { inlineIcons, spriteSymbols } from "./inline-icons";

const sprite =
  '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="menu" viewBox="0 0 24 24"><path d="M4 6h16" /></symbol><symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18" /></symbol><symbol id="mail" viewBox="0 0 24 24"><rect width="20" height="16" /></symbol></svg>';
const spriteUrl = "/assets/icons.AB12.svg";
const symbols = spriteSymbols(sprite);

describe("inlineIcons", () => {
  it("points each icon to a symbol in the page and carries each used symbol once, after <body>", () => {
    const html = `<html><head></head><body class="a"><svg><use href="${spriteUrl}#menu"></use></svg><p id="menu">Menu</p><svg><use href="${spriteUrl}#menu"></use></svg><svg><use href="${spriteUrl}#mail"></use></svg></body></html>`;
    const out = inlineIcons(html, spriteUrl, symbols);
    expect(out).not.toContain(spriteUrl);
    expect(out.match(/href="#icon-menu"/g)).toHaveLength(2);
    expect(out).toContain('href="#icon-mail"');
    expect(out.match(/<symbol id="icon-menu"/g)).toHaveLength(1);
    expect(out).not.toContain('id="icon-x"');
    // The page's own id "menu" is left alone: symbols are prefixed.
    expect(out).toContain('<p id="menu">');
    expect(out.indexOf("<symbol")).toBeGreaterThan(out.indexOf('<body class="a">'));
    expect(out.indexOf("<symbol")).toBeLessThan(out.indexOf('href="#icon-menu"'));
  });

  it("leaves an icon the sprite does not have, and a page without icons or body, as they were", () => {
    const unknown = `<body><svg><use href="${spriteUrl}#nope"></use></svg></body>`;
    expect(inlineIcons(unknown, spriteUrl, symbols)).toBe(unknown);
    expect(inlineIcons("<body><p>text</p></body>", spriteUrl, symbols)).toBe("<body><p>text</p></body>");
    const noBody = `<svg><use href="${spriteUrl}#menu"></use></svg>`;
    expect(inlineIcons(noBody, spriteUrl, symbols)).toBe(noBody);
  });

  it("reads every symbol of the sprite with its viewBox", () => {
    expect([...symbols.keys()]).toEqual(["menu", "x", "mail"]);
    expect(symbols.get("x")).toBe('<symbol id="icon-x" viewBox="0 0 24 24"><path d="M18 6 6 18" /></symbol>');
  });
});
