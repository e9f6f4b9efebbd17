// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PullQuote } from "./pull-quote";

afterEach(cleanup);

describe("PullQuote", () => {
  it("is a figure: the words in a blockquote, the speaker in the figcaption that names it", () => {
    render(<PullQuote quote="The troupe does the follow-up." name="Dr. Kavita Rao" position="Mentor" />);
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("blockquote")?.textContent).toBe("The troupe does the follow-up.");
    expect(figure.querySelector("figcaption")?.textContent).toBe("Dr. Kavita RaoMentor");
  });

  it("hides the drawn quotation mark from screen readers", () => {
    render(<PullQuote quote="Words." name="Someone" />);
    const mark = screen.getByText("“");
    expect(mark.getAttribute("aria-hidden")).toBe("true");
  });

  it("puts the portrait beside the name", () => {
    render(<PullQuote quote="Words." name="Someone" portrait={<img src="/p.svg" alt="" width={48} height={48} />} />);
    expect(screen.getByRole("figure").querySelector("figcaption img")?.getAttribute("src")).toBe("/p.svg");
  });

  it("sets the large quote larger than a medium one", () => {
    const { rerender } = render(<PullQuote quote="Words." name="Someone" />);
    expect(screen.getByRole("figure").querySelector("blockquote")?.className).toContain("lg:text-4xl");
    rerender(<PullQuote quote="Words." name="Someone" size="medium" />);
    expect(screen.getByRole("figure").querySelector("blockquote")?.className).not.toContain("lg:text-4xl");
  });
});
