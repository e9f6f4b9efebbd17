// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InboxFilters } from "../../../contract/staff-inbox/inbox-query.ts";
import { parseInboxQuery } from "../../../contract/staff-inbox/inbox-query.ts";
import { InboxFiltersForm } from "../staff-inbox/inbox-filters-form";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFilters(filters: InboxFilters) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    json(200, [
      { id: 1, email: "farah@ankur.example.in" },
      { id: 2, email: "vikram@ankur.example.in" },
    ]),
  );
  const onApply = vi.fn<(values: Record<string, string>) => void>();
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxFiltersForm filters={filters} onApply={onApply} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
  return { onApply, user: userEvent.setup() };
}

describe("the inbox's owner, order and overdue fields", () => {
  // jsdom does not know the <search> element; React says so once, on the first render, here.
  beforeAll(() => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderFilters({});
    cleanup();
    quiet.mockRestore();
  });

  it("offer anyone, mine, nobody and each member of the team, and send what is chosen as the query reads it", async () => {
    const { onApply, user } = renderFilters({});
    // The select is drawn again once the team has loaded.
    await screen.findByRole("option", { name: "vikram@ankur.example.in" });
    const owner = screen.getByLabelText("Owner");
    expect([...(owner as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "Anyone or nobody",
      "Mine",
      "Nobody yet",
      "farah@ankur.example.in",
      "vikram@ankur.example.in",
    ]);
    await user.selectOptions(owner, "vikram@ankur.example.in");
    await user.selectOptions(screen.getByLabelText("Order"), "reply-due");
    await user.click(screen.getByLabelText("Only overdue leads"));
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    const values = onApply.mock.calls[0]?.[0] ?? {};
    expect(values).toMatchObject({ owner: "2", sort: "reply-due", overdue: "yes" });
    expect(parseInboxQuery(values)).toEqual({ ok: true, query: { owner: 2, sort: "reply-due", overdue: true } });
  });

  it("show the URL's owner, order and overdue", async () => {
    renderFilters({ owner: "mine", sort: "reply-due", overdue: true });
    expect(screen.getByLabelText("Owner")).toHaveProperty("value", "mine");
    expect(screen.getByLabelText("Order")).toHaveProperty("value", "reply-due");
    expect(screen.getByLabelText("Only overdue leads")).toHaveProperty("checked", true);
    await screen.findByRole("option", { name: "farah@ankur.example.in" });
  });
});
