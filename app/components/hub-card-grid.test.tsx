// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { HubCard } from "./hub-card-grid";
import { HubCardGrid } from "./hub-card-grid";

afterEach(cleanup);

const card = (n: number): HubCard => ({
  title: `Audience ${n}`,
  description: `Who audience ${n} is`,
  icon: "users",
  colour: "brand",
  link: `/audience-${n}`,
  features: [`Feature of ${n}`],
});

describe("HubCardGrid", () => {
  it("widens the first of five cards so that no card is alone on the last row", () => {
    render(<HubCardGrid cards={[1, 2, 3, 4, 5].map(card)} />);
    const cards = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    expect(cards).toHaveLength(5);
    expect(cards[0]!.className).toContain("md:col-span-2");
    expect(cards[1]!.className).not.toContain("col-span");
  });

  it("leaves six cards as they are", () => {
    render(<HubCardGrid cards={[1, 2, 3, 4, 5, 6].map(card)} />);
    const first = screen.getByRole("heading", { name: "Audience 1" }).closest("li")!;
    expect(first.className).not.toContain("col-span");
  });

  it("links every card to its page", () => {
    render(<HubCardGrid cards={[1, 2].map(card)} />);
    expect(screen.getByRole("link", { name: /Audience 2/ }).getAttribute("href")).toBe("/audience-2");
  });
});
