// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LogoWall } from "./logo-wall";

afterEach(cleanup);

const partner = (name: string) => ({ name, logo: `/logos/${name.toLowerCase().replace(/\W+/g, "-")}.svg` });

describe("LogoWall", () => {
  it("shows each organisation's mark, named, in a list", () => {
    render(<LogoWall entries={["Alpha Bank", "Beta Labs", "Gamma Ltd."].map((name) => ({ partner: partner(name) }))} />);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(screen.getByRole("img", { name: "Beta Labs" })).toBeTruthy();
    expect(screen.queryAllByRole("heading")).toHaveLength(0);
  });

  it("centres a short last row instead of leaving a mark at the left edge", () => {
    render(<LogoWall entries={["A", "B", "C", "D", "E"].map((name) => ({ partner: partner(name) }))} />);
    expect(screen.getByRole("list").className).toContain("justify-center");
  });

  it("with captions, makes tiles: the full name as a heading, the caption, a link naming the tile", () => {
    render(
      <LogoWall
        entries={[
          { partner: partner("Dakshin Components"), name: "Dakshin Components Ltd.", caption: "Industry partner", link: { to: "/ecosystem/associate-bodies", label: "How partners govern with us" } },
          { partner: partner("Saptarishi Ventures"), caption: "Investment partner" },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { level: 3 }).textContent).toBe("Dakshin Components Ltd.");
    expect(within(first!).getByText("Industry partner")).toBeTruthy();
    const link = within(first!).getByRole("link");
    expect(link.getAttribute("href")).toBe("/ecosystem/associate-bodies");
    expect(link.textContent).toContain(": Dakshin Components Ltd.");
    expect(within(second!).getByRole("heading").textContent).toBe("Saptarishi Ventures");
    expect(within(second!).queryByRole("link")).toBeNull();
    expect(within(second!).getByRole("img", { name: "Saptarishi Ventures" })).toBeTruthy();
  });
});

describe("LogoWall as a phone row", () => {
  const tile = (name: string) => ({ partner: partner(name), caption: `${name} works with us`, link: { to: "/ecosystem/associate-bodies", label: "How partners govern with us" } });

  it("is a named list that scrolls sideways, positioned so it clips its links' screen-reader text", () => {
    render(<LogoWall entries={["Alpha", "Beta"].map(tile)} phoneRow="Our partners" />);
    const list = screen.getByRole("list", { name: "Our partners" });
    expect(list.className).toContain("overflow-x-auto");
    expect(list.className.split(" ")).toContain("relative");
    for (const item of screen.getAllByRole("listitem")) expect(item.className).toContain("snap-start");
  });

  it("stays a wrapping wall when a tile has no link to carry the keyboard along the row", () => {
    render(<LogoWall entries={[tile("Alpha"), { partner: partner("Beta"), caption: "No link" }]} phoneRow="Our partners" />);
    const list = screen.getByRole("list");
    expect(list.getAttribute("aria-label")).toBeNull();
    expect(list.className).not.toContain("overflow-x-auto");
    expect(list.className).toContain("flex-wrap");
  });
});
