// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Timeline } from "./timeline";

afterEach(cleanup);

const entries = [
  { when: "FY 2015-16", title: "A pilot", text: "Eleven founders." },
  { when: "February 2019", title: "Incorporated", text: "A public limited company." },
  { when: "July 2020", title: "A sister company", text: "Digital skills." },
];

describe("Timeline", () => {
  it("is an ordered list, named, with the steps in the given order", () => {
    render(<Timeline entries={entries} label="Our story" />);
    const list = screen.getByRole("list", { name: "Our story" });
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual(["A pilot", "Incorporated", "A sister company"]);
  });

  it("gives each step its date before its title, and its text", () => {
    render(<Timeline entries={entries} label="Our story" />);
    const second = screen.getAllByRole("listitem")[1]!;
    expect(second.textContent).toBe("February 2019IncorporatedA public limited company.");
  });

  it("uses the heading level it is given", () => {
    render(<Timeline entries={entries} label="Our story" headingLevel="h4" />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
  });
});
