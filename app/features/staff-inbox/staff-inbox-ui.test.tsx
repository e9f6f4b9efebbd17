// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboxLeadRow, LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { InboxList } from "./inbox-list";
import { LeadDetailPage } from "./lead-detail-page";
import { SignInForm } from "./sign-in-form";
import { StaffSessionProvider } from "./staff-session";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hostile = '<img src=x onerror="alert(1)"> Robert\'); DROP TABLE leads;--';

describe("SignInForm", () => {
  it("says plainly when sign-in is locked, and moves focus to the message", async () => {
    vi.spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(401, { message: "Please sign in to use the staff inbox." }))
      .mockResolvedValueOnce(
        json(429, {
          message: "Too many failed sign-ins for this account or network, so sign-in is locked until 14:45 IST.",
          refusal: { reason: "locked", retryAfterSeconds: 840, until: "2026-03-14T09:15:00.000Z" },
        }),
      );
    const Stub = createRoutesStub([{ path: "/admin/sign-in", Component: () => <StaffSessionProvider><SignInForm /></StaffSessionProvider> }]);
    render(<Stub initialEntries={["/admin/sign-in"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail address"), "anjali@ankur.example.in");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Sign-in is locked for now");
    expect(alert.textContent).toContain("locked until 14:45 IST");
    expect(document.activeElement).toBe(alert);
  });
});

describe("InboxList", () => {
  it("shows each lead in a table and as a card, submitted text as text", () => {
    const lead: InboxLeadRow = {
      reference: "CON-2026-7KQ3M9",
      kind: "contact",
      status: "contacted",
      submittedAt: "2026-03-14T09:05:00.000Z",
      name: hostile,
      email: "priya@sahyadri-agro.in",
      organisation: "Sahyadri Agro Producers",
      hasPitchDeck: false,
    };
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxList leads={[lead]} inboxSearch="?q=priya" /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    const table = screen.getByRole("table", { name: "Leads, newest first" });
    const row = within(table).getAllByRole("row")[1];
    expect(row?.textContent).toContain("14 Mar 2026, 14:35 IST");
    expect(row?.textContent).toContain("Contacted");
    expect(within(table).getByRole("link", { name: hostile }).getAttribute("href")).toBe("/admin/leads/CON-2026-7KQ3M9");
    expect(screen.getByRole("list", { name: "Leads, newest first" }).textContent).toContain("Sahyadri Agro Producers");
    expect(document.querySelector("img")).toBeNull();
  });
});

describe("LeadDetailPage", () => {
  it("shows every field as submitted, as text, with the pitch deck link", async () => {
    const lead: LeadDetailAnswer = {
      reference: "INC-2026-7KQ3M9",
      kind: "incubation",
      status: "new",
      submittedAt: "2026-03-14T09:05:00.000Z",
      email: "aditya@krishiyantra.in",
      fields: { founderName: "Aditya Kulkarni", companyName: hostile, motivation: "Line one\nLine two <script>alert(1)</script>" },
      pitchDeck: { fileName: "deck.pdf", mediaType: "application/pdf", sizeBytes: 2048 },
      notes: [],
      statusChanges: [],
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, lead));
    const Stub = createRoutesStub([
      { path: "/admin/leads/:reference", Component: () => <StaffSessionProvider><LeadDetailPage reference="INC-2026-7KQ3M9" /></StaffSessionProvider> },
    ]);
    render(<Stub initialEntries={["/admin/leads/INC-2026-7KQ3M9"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Aditya Kulkarni" })).toBeTruthy();
    const submitted = screen.getByRole("region", { name: "As submitted" });
    expect(submitted.textContent).toContain(hostile);
    expect(submitted.textContent).toContain("Line two <script>alert(1)</script>");
    expect(submitted.querySelector("img, script")).toBeNull();
    const download = screen.getByRole("link", { name: /Download deck\.pdf/ });
    expect(download.getAttribute("href")).toBe("/api/admin/leads/INC-2026-7KQ3M9/pitch-deck");
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.getByLabelText("Where we stand with this lead")).toHaveProperty("value", "new");
    expect(screen.getByLabelText("Add a note (only the team sees it)").tagName).toBe("TEXTAREA");
  });
});
