// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type HomeHeroCopy, HomeHero } from "./home-hero";

afterEach(cleanup);

/** A small hero of its own (the real one is app/content/home-page.yaml, checked by its schema). */
const homeHero: HomeHeroCopy = {
  eyebrow: "An eyebrow",
  title: "A promise",
  text: "What we do.",
  primary: { label: "Start here", to: "/contact-get-involved/partner-apply" },
  secondary: { label: "Watch", to: "/resources/media#overview-video" },
  stats: [
    { value: "₹1 Cr+", label: "raised" },
    { value: "7", label: "ventures" },
  ],
  statsSource: { asOf: "May 2026", link: { label: "Where the figures come from", to: "/success-stories" } },
};

describe("the home hero", () => {
  it("draws the troupe around the founder at a fixed size, hidden from assistive technology (the heading says it)", () => {
    const { container } = render(<HomeHero hero={homeHero} />);
    const picture = container.querySelector("header > div:last-child > svg");
    expect(picture).not.toBeNull();
    expect(picture?.getAttribute("width")).toBe("560");
    expect(picture?.getAttribute("height")).toBe("520");
    expect(picture?.getAttribute("viewBox")).toBe("0 0 560 520");
    expect(picture?.getAttribute("aria-hidden")).toBe("true");
    const crafts = [...(picture?.querySelectorAll("[data-craft]") ?? [])].map((g) => g.getAttribute("data-craft"));
    expect(crafts).toEqual(["strategy", "technology", "finance", "marketing", "legal"]);
  });

  it("keeps the heading and both actions before the picture, so a phone shows them first", () => {
    const { container } = render(<HomeHero hero={homeHero} />);
    const heading = screen.getByRole("heading", { level: 1, name: homeHero.title });
    const start = screen.getByRole("link", { name: homeHero.primary.label });
    const picture = container.querySelector("svg[viewBox='0 0 560 520']")!;
    expect(heading.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(start.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("dates its figures and links to where they come from", () => {
    render(<HomeHero hero={homeHero} />);
    expect(screen.getByText(`As of ${homeHero.statsSource.asOf}.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole("link", { name: homeHero.statsSource.link.label }).getAttribute("href")).toBe("/success-stories");
    for (const stat of homeHero.stats) expect(screen.getByText(stat.value)).toBeTruthy();
  });
});
