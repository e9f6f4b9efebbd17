// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type CardColumns, type CardItem, CardGrid, featuredCardClasses, firstCardSpan } from "./card-grid";

afterEach(cleanup);

const cards = (count: number, link?: string): CardItem[] =>
  Array.from({ length: count }, (_, i) => ({ title: `Card ${i + 1}`, description: `About card ${i + 1}`, link }));

/** Columns per row at each breakpoint, as gridColumnClasses sets them. */
const rowsAt: Record<CardColumns, Record<"base" | "sm" | "md" | "lg", number>> = {
  1: { base: 1, sm: 1, md: 1, lg: 1 },
  2: { base: 1, sm: 1, md: 2, lg: 2 },
  3: { base: 1, sm: 1, md: 2, lg: 3 },
  4: { base: 1, sm: 2, md: 2, lg: 4 },
};

/** The span the first card has at a breakpoint: the last col-span class at or below it, as CSS applies them. */
function spanAt(classes: string, breakpoint: "base" | "sm" | "md" | "lg"): number {
  const order = ["base", "sm", "md", "lg"];
  let span = 1;
  for (const token of classes.split(" ").filter(Boolean)) {
    const [prefix, value] = token.split(":col-span-");
    if (order.indexOf(prefix!) <= order.indexOf(breakpoint)) span = Number(value);
  }
  return span;
}

describe("firstCardSpan", () => {
  it("takes the missing cells of the last row", () => {
    expect(firstCardSpan(5, 3)).toBe(2);
    expect(firstCardSpan(4, 3)).toBe(3);
    expect(firstCardSpan(6, 3)).toBe(1);
    expect(firstCardSpan(5, 2)).toBe(2);
    expect(firstCardSpan(1, 4)).toBe(4);
  });
});

describe("featuredCardClasses", () => {
  it("widens the first of five cards in three columns to two: 2 + 3, and 2 + 2 + 2 on tablets", () => {
    expect(featuredCardClasses(5, 3)).toBe("md:col-span-2");
  });

  it("adds nothing when every row is full", () => {
    expect(featuredCardClasses(6, 3)).toBe("");
    expect(featuredCardClasses(4, 4)).toBe("");
    expect(featuredCardClasses(2, 2)).toBe("");
  });

  it("steps back to one column where a wider screen fills its rows anyway", () => {
    expect(featuredCardClasses(3, 3)).toBe("md:col-span-2 lg:col-span-1");
  });

  for (const columns of [1, 2, 3, 4] as const) {
    it(`leaves no short last row for 1 to 13 cards in ${columns} column(s), at every breakpoint`, () => {
      for (let count = 1; count <= 13; count++) {
        const classes = featuredCardClasses(count, columns);
        for (const breakpoint of ["base", "sm", "md", "lg"] as const) {
          const perRow = rowsAt[columns][breakpoint];
          const cells = count - 1 + spanAt(classes, breakpoint);
          expect(cells % perRow, `${count} cards, ${breakpoint}: "${classes}"`).toBe(0);
        }
      }
    });
  }
});

describe("CardGrid", () => {
  it("gives the first card the widening classes and the others none", () => {
    render(<CardGrid items={cards(5)} columns={3} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]!.className).toContain("md:col-span-2");
    for (const item of items.slice(1)) expect(item.className).not.toContain("col-span");
  });

  it("is a plain grid without a phone row", () => {
    render(<CardGrid items={cards(3, "/x")} />);
    const list = screen.getByRole("list");
    expect(list.className.split(" ")).toContain("grid");
    expect(list.className).not.toContain("snap-x");
    expect(list.getAttribute("tabindex")).toBeNull();
  });

  it("as a phone row, is a named list that scrolls sideways card by card; its links take the keyboard through it", () => {
    render(<CardGrid items={cards(3, "/x")} phoneRow="Quick links" />);
    const list = screen.getByRole("list", { name: "Quick links" });
    expect(list.className).toContain("snap-x");
    expect(list.className).toContain("overflow-x-auto");
    expect(list.className).toContain("md:grid");
    // Positioned, so that it also clips the links' absolutely positioned screen-reader text.
    expect(list.className.split(" ")).toContain("relative");
    expect(list.getAttribute("tabindex")).toBeNull();
    for (const item of screen.getAllByRole("listitem")) expect(item.className).toContain("snap-start");
    expect(screen.getAllByRole("link")).toHaveLength(3);
  });

  it("as a phone row of cards without links, takes focus itself so the keyboard can scroll it", () => {
    render(<CardGrid items={cards(3)} phoneRow="What makes us different" />);
    const row = screen.getByRole("region", { name: "What makes us different" });
    expect(row.getAttribute("tabindex")).toBe("0");
    expect(row.className).toContain("overflow-x-auto");
    expect(within(row).getAllByRole("listitem")).toHaveLength(3);
  });
});
