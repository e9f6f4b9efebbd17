// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NumbersBand } from "./numbers-band";

afterEach(cleanup);

const stats = [
  { value: "₹750 crore+", label: "funding raised" },
  { value: "12,000+", label: "jobs created" },
];

describe("NumbersBand", () => {
  it("is a section named by its heading, on the deep-blue band", () => {
    render(<NumbersBand id="impact" title="Our Impact in Numbers" intro="Counted at every gate." stats={stats} />);
    const band = screen.getByRole("region", { name: "Our Impact in Numbers" });
    expect(band.id).toBe("impact");
    expect(band.className).toContain("from-brand-950");
    expect(screen.getByText("Counted at every gate.")).toBeTruthy();
  });

  it("gives every figure as text: a term for its label and a definition for its value", () => {
    render(<NumbersBand id="impact" title="Impact" stats={stats} />);
    const terms = [...document.querySelectorAll("dl dt")].map((dt) => dt.textContent);
    const values = [...document.querySelectorAll("dl dd")].map((dd) => dd.textContent);
    expect(terms).toEqual(["funding raised", "jobs created"]);
    expect(values).toEqual(["₹750 crore+", "12,000+"]);
  });

  it("sizes the values with the screen so the longest fits a 320 px phone", () => {
    render(<NumbersBand id="impact" title="Impact" stats={stats} />);
    const value = screen.getByText("12,000+");
    expect(value.className).toMatch(/text-\[clamp\(/);
    expect(value.closest("[data-reveal]")?.className).toContain("min-w-0");
  });

  it("shows where the figures come from when told", () => {
    render(<NumbersBand id="impact" title="Impact" stats={stats} source={<a href="/success-stories">As of March 2026</a>} />);
    expect(screen.getByRole("link", { name: "As of March 2026" }).getAttribute("href")).toBe("/success-stories");
  });
});
