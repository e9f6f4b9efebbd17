// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DashboardAnswer } from "../../../contract/staff-inbox/pipeline-dashboard.ts";
import { StaffSessionProvider } from "../staff-inbox/staff-session";
import { PipelineDashboardPage } from "./pipeline-dashboard-page";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const hostile = '<img src=x onerror="alert(1)">';

const ANSWER: DashboardAnswer = {
  weeks: ["2026-11-16", "2026-11-23"],
  byKind: [
    { key: "contact", perWeek: [0, 3] },
    { key: "incubation", perWeek: [2, 1] },
  ],
  bySource: [
    { key: "linkedin", perWeek: [1, 2] },
    { key: hostile, perWeek: [1, 2] },
  ],
  firstReply: { answered: 4, waiting: 2, medianHours: 2.5, p90Hours: 17 },
  owners: [
    { owner: "meera@ankur.example.in", open: 3, overdue: 1 },
    { owner: null, open: 2, overdue: 0 },
  ],
  byStatus: [
    { status: "new", count: 2 },
    { status: "contacted", count: 4 },
    { status: "qualified", count: 0 },
    { status: "closed", count: 0 },
  ],
};

function renderPage(dashboard: () => Response) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/admin/session")) return json(200, { email: "meera@ankur.example.in", expiresAt: "2026-11-26T17:00:00.000Z", role: "staff" });
    if (url.includes("/admin/dashboard")) return dashboard();
    return json(404, { message: "Not found" });
  });
  const Stub = createRoutesStub([{ path: "/admin/dashboard", Component: () => <StaffSessionProvider><PipelineDashboardPage /></StaffSessionProvider> }]);
  render(<Stub initialEntries={["/admin/dashboard"]} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("PipelineDashboardPage", () => {
  it("draws each week's leads as bars, with the same figures in a table for everyone", async () => {
    renderPage(() => json(200, ANSWER));
    const byKind = await screen.findByRole("region", { name: "Leads per week, by kind" });
    expect(byKind.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    const rows = within(within(byKind).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["Week ofContact messageIncubation applicationAll", "16 Nov022", "23 Nov314"]);
    expect(byKind.querySelectorAll("rect")).toHaveLength(3);
  });

  it("shows the sources as text, the reply times in working time, the owners and the statuses with their shares", async () => {
    renderPage(() => json(200, ANSWER));
    const bySource = await screen.findByRole("region", { name: "Leads per week, by where they came from" });
    expect(bySource.textContent).toContain(hostile);
    expect(bySource.querySelector("img[src]")).toBeNull();
    const reply = screen.getByRole("region", { name: "Time to a first reply" });
    expect(reply.textContent).toContain("Median2.5 working hours");
    expect(reply.textContent).toContain("Nine in ten within2 working days");
    const owners = within(screen.getByRole("region", { name: "Open leads by owner" })).getAllByRole("row");
    expect(owners.map((row) => row.textContent)).toEqual(["OwnerOpenReply overdue", "meera@ankur.example.in31", "Nobody yet20"]);
    const statuses = within(screen.getByRole("region", { name: "Where the period's leads stand" })).getAllByRole("row");
    expect(statuses[2]?.textContent).toBe("Contacted467%");
  });

  it("says why when the figures cannot be had", async () => {
    renderPage(() => json(503, { message: "The inbox cannot reach its database just now. Please try again in a minute." }));
    expect((await screen.findByRole("alert")).textContent).toBe("The inbox cannot reach its database just now. Please try again in a minute.");
  });
});
