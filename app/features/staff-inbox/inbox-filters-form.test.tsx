// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InboxFilters } from "../../../contract/staff-inbox/inbox-query.ts";
import { InboxFiltersForm } from "./inbox-filters-form";

afterEach(cleanup);

function renderFilters(filters: InboxFilters) {
  const onApply = vi.fn<(values: Record<string, string>) => void>();
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxFiltersForm filters={filters} onApply={onApply} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
  return { onApply, user: userEvent.setup() };
}

describe("the inbox's date filters", () => {
  // jsdom does not know the <search> element browsers do, and React says so once,
  // on the first render: that render happens here, with the console quiet.
  beforeAll(() => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderFilters({});
    cleanup();
    quiet.mockRestore();
  });

  it("show the URL's days as the table writes them, and say so in their labels", async () => {
    renderFilters({ from: "2026-11-01", to: "2026-11-26" });
    const from = await screen.findByLabelText("Received from (as 26 Nov 2026)");
    expect(from).toHaveProperty("value", "1 Nov 2026");
    expect(from).toHaveProperty("type", "text");
    expect(screen.getByLabelText("Received until (as 26 Nov 2026)")).toHaveProperty("value", "26 Nov 2026");
    expect(from.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(from.getAttribute("aria-describedby") ?? "")?.textContent).toContain("as the list writes them (26 Nov 2026; 26/11/2026 works too)");
  });

  it("send ISO days on: what is typed day first becomes the URL's YYYY-MM-DD", async () => {
    const { onApply, user } = renderFilters({});
    await user.type(await screen.findByLabelText(/^Received from/), "5/11/2026");
    await user.type(screen.getByLabelText(/^Received until/), "26 Nov 2026");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ from: "2026-11-05", to: "2026-11-26" }));
  });

  it("refuse a text that names no day: the field is marked, says how to write it, and takes focus", async () => {
    const { onApply, user } = renderFilters({});
    const until = await screen.findByLabelText(/^Received until/);
    await user.type(until, "31/02/2026");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(onApply).not.toHaveBeenCalled();
    expect(until.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(until);
    const described = (until.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "");
    expect(described.join(" ")).toContain("Write a real day, as 26 Nov 2026 or 26/11/2026.");
    expect(screen.getByLabelText(/^Received from/).getAttribute("aria-invalid")).toBeNull();

    await user.clear(until);
    await user.type(until, "28/02/2026");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ from: "", to: "2026-02-28" }));
  });
});
