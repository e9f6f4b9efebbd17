// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { routerLinkClick } from "./router-link-click";

const here = new URL("https://ankur.example/legal/privacy-policy?from=footer");
const location = { origin: here.origin, pathname: here.pathname, search: here.search, hash: "", href: here.href };

/** A click on an element inside `html` (the element with data-target, else the first link). */
function clickOn(html: string, event: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector("[data-target]") ?? document.querySelector("a");
  return { defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, target, ...event };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("routerLinkClick", () => {
  it("navigates to a router link's path, search and hash, from the link or anything inside it", () => {
    expect(routerLinkClick(clickOn(`<a href="/legal/terms-of-use" data-discover="true">Terms</a>`), location)).toEqual({ to: "/legal/terms-of-use", replace: false });
    expect(routerLinkClick(clickOn(`<a href="/contact?topic=press#form" data-discover="true"><svg data-target=""></svg> Contact</a>`), location)).toEqual({
      to: "/contact?topic=press#form",
      replace: false,
    });
  });

  it("replaces the history entry for a link to the current URL, like <Link>", () => {
    expect(routerLinkClick(clickOn(`<a href="/legal/privacy-policy?from=footer" data-discover="true">Here</a>`), location)).toEqual({
      to: "/legal/privacy-policy?from=footer",
      replace: true,
    });
  });

  it("leaves to the browser what <Link> leaves to it", () => {
    const link = `<a href="/about-us" data-discover="true">About</a>`;
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) expect.soft(routerLinkClick(clickOn(link, { [modifier]: true }), location)).toBeNull();
    expect(routerLinkClick(clickOn(link, { button: 1 }), location)).toBeNull();
    expect(routerLinkClick(clickOn(link, { defaultPrevented: true }), location)).toBeNull();
    expect(routerLinkClick(clickOn(`<a href="/about-us" data-discover="true" target="_blank">About</a>`), location)).toBeNull();
    expect(routerLinkClick(clickOn(`<a href="/brochure.pdf" data-discover="true" download>Brochure</a>`), location)).toBeNull();
  });

  it("leaves plain anchors, other origins, in-page anchors and clicks outside links alone", () => {
    expect(routerLinkClick(clickOn(`<a href="/calendar.ics">Add to calendar</a>`), location)).toBeNull();
    expect(routerLinkClick(clickOn(`<a href="https://www.linkedin.com/company/ankur" data-discover="true">LinkedIn</a>`), location)).toBeNull();
    expect(routerLinkClick(clickOn(`<a href="#section-3" data-discover="true">Section 3</a>`), location)).toBeNull();
    expect(routerLinkClick(clickOn(`<p><span data-target="">text</span> <a href="/about-us" data-discover="true">About</a></p>`), location)).toBeNull();
  });
});
