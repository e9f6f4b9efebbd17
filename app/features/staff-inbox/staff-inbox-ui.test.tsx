// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboxLeadRow, LeadDetailAnswer, LeadMailMessage } from "../../../contract/staff-inbox/inbox-answers.ts";
import { InboxList } from "./inbox-list";
import { LeadDetailPage } from "./lead-detail-page";
import { mailSummary } from "./lead-mail-list";
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

  it("tells a visitor whom to ask for an account, without the server's commands", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(401, { message: "Please sign in to use the staff inbox." }));
    const Stub = createRoutesStub([{ path: "/admin/sign-in", Component: () => <StaffSessionProvider><SignInForm /></StaffSessionProvider> }]);
    render(<Stub initialEntries={["/admin/sign-in"]} />);
    await screen.findByLabelText("E-mail address");
    expect(document.body.textContent).toContain("Ask the Ankur team member who looks after the inbox");
    expect(document.body.textContent).not.toMatch(/npm|create-user|admin --/);
    expect(document.querySelector("code")).toBeNull();
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
      hasFailedMail: true,
      verification: "unverified",
    };
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxList leads={[lead]} inboxSearch="?q=priya" /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    const table = screen.getByRole("table", { name: "Leads, newest first" });
    const row = within(table).getAllByRole("row")[1];
    expect(row?.textContent).toContain("14 Mar 2026, 14:35 IST");
    expect(row?.textContent).toContain("Contacted");
    expect(within(table).getByRole("link", { name: hostile }).getAttribute("href")).toBe("/admin/leads/CON-2026-7KQ3M9");
    expect(row?.textContent).toContain("E-mail failed");
    const card = screen.getByRole("list", { name: "Leads, newest first" });
    expect(card.textContent).toContain("Sahyadri Agro Producers");
    expect(card.textContent).toContain("E-mail failed");
    expect(row?.textContent).toContain("Unverified: no spam check");
    expect(card.textContent).toContain("Unverified: no spam check");
    expect(document.querySelector("img")).toBeNull();
  });
});

/** The lead's page for `lead`, as the inbox routes to it, with the API answering `lead`. */
function renderLeadDetail(lead: LeadDetailAnswer) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, lead));
  const Stub = createRoutesStub([
    { path: "/admin/leads/:reference", Component: () => <StaffSessionProvider><LeadDetailPage reference={lead.reference} /></StaffSessionProvider> },
  ]);
  render(<Stub initialEntries={[`/admin/leads/${lead.reference}`]} />);
}

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
      messages: [],
      verification: "verified",
      origin: { landingPage: "/programs?utm_source=<b>x</b>", utmSource: "<b>x</b>", formPage: "/contact-get-involved" },
    };
    renderLeadDetail(lead);
    expect(await screen.findByRole("heading", { level: 1, name: "Aditya Kulkarni" })).toBeTruthy();
    const origin = screen.getByRole("region", { name: "Where it came from" });
    expect(origin.textContent).toContain("Spam checkVerified");
    expect(origin.textContent).toContain("Landing page/programs?utm_source=<b>x</b>");
    expect(origin.textContent).toContain("Sent from page/contact-get-involved");
    expect(origin.querySelector("a, b")).toBeNull();
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

  it("shows the pitch deck's name without bidi overrides or other invisible characters", async () => {
    const lead: LeadDetailAnswer = {
      reference: "INC-2026-7KQ3M9",
      kind: "incubation",
      status: "new",
      submittedAt: "2026-03-14T09:05:00.000Z",
      email: "aditya@krishiyantra.in",
      fields: { founderName: "Aditya Kulkarni" },
      // As a name stored before the server cleaned names could still come.
      pitchDeck: { fileName: "invoice\u202Efdp\u200B.exe", mediaType: "application/pdf", sizeBytes: 2048 },
      notes: [],
      statusChanges: [],
      messages: [],
      verification: null,
      origin: null,
    };
    renderLeadDetail(lead);
    const download = await screen.findByRole("link", { name: /^Download / });
    expect(download.textContent).toBe("Download invoicefdp.exe");
  });
});

describe("LeadMailList on the lead's page", () => {
  const failed: LeadMailMessage = {
    id: 41,
    recipient: "team",
    subject: "New event registration EVT-2026-7KQ3M9: Kavya Nair",
    state: "failed",
    attempts: 10,
    lastError: "Can't send mail - all recipients were rejected: 550 5.1.1 [address]: Recipient address rejected",
    queuedAt: "2026-03-14T09:05:00.000Z",
  };
  const sent: LeadMailMessage = {
    id: 42,
    recipient: "visitor",
    subject: "You're registered (EVT-2026-7KQ3M9)",
    state: "sent",
    attempts: 1,
    queuedAt: "2026-03-14T09:05:00.000Z",
    sentAt: "2026-03-14T09:05:02.000Z",
  };
  const lead: LeadDetailAnswer = {
    reference: "EVT-2026-7KQ3M9",
    kind: "event-registration",
    status: "new",
    submittedAt: "2026-03-14T09:05:00.000Z",
    email: "kavya@example.in",
    fields: { eventId: "term-sheets-decoded-2026", fullName: "Kavya Nair", email: "kavya@example.in" },
    notes: [],
    statusChanges: [],
    messages: [failed, sent],
    verification: null,
    origin: null,
  };

  it("shows each e-mail's recipient, state, tries, error and sent time, and sends a failed one again", async () => {
    const queuedAgain: LeadMailMessage = { ...failed, state: "queued", attempts: 0, nextAttemptAt: "2026-03-14T10:00:00.000Z" };
    delete queuedAgain.lastError;
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_url, init) => json(200, init?.method === "POST" ? { ...lead, messages: [queuedAgain, sent] } : lead));
    const Stub = createRoutesStub([
      { path: "/admin/leads/:reference", Component: () => <StaffSessionProvider><LeadDetailPage reference="EVT-2026-7KQ3M9" /></StaffSessionProvider> },
    ]);
    render(<Stub initialEntries={["/admin/leads/EVT-2026-7KQ3M9"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Kavya Nair" })).toBeTruthy();
    const region = screen.getByRole("region", { name: "E-mails" });
    expect(region.textContent).toContain("2 e-mails: 1 sent, 1 failed.");
    const [teamItem, visitorItem] = within(screen.getByRole("list", { name: "E-mails about this lead" })).getAllByRole("listitem");
    expect(teamItem?.textContent).toContain("Team inbox (notification)");
    expect(teamItem?.textContent).toContain("Failed");
    expect(teamItem?.textContent).toContain("Tries10");
    expect(teamItem?.textContent).toContain("550 5.1.1 [address]");
    expect(visitorItem?.textContent).toContain("The visitor");
    expect(visitorItem?.textContent).toContain("Sent14 Mar 2026, 14:35 IST");
    expect(within(visitorItem as HTMLElement).queryByRole("button")).toBeNull();

    const again = within(teamItem as HTMLElement).getByRole("button", { name: "Send again" });
    expect(again.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.setup().click(again);
    expect(await within(region).findByText(/is queued again/)).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls.find(([, options]) => options?.method === "POST") ?? [];
    expect(url).toBe("/api/admin/leads/EVT-2026-7KQ3M9/messages/41/send-again");
    expect(init?.method).toBe("POST");
    expect(region.textContent).toContain("2 e-mails: 1 queued, 1 sent.");
    expect(within(region).queryByRole("button", { name: "Send again" })).toBeNull();
  });
});

describe("mailSummary", () => {
  it("counts the e-mails by state", () => {
    expect(mailSummary([])).toBe("No e-mails for this lead.");
    expect(mailSummary([{ state: "queued" }])).toBe("1 e-mail: 1 queued.");
    expect(mailSummary([{ state: "failed" }, { state: "queued" }, { state: "failed" }])).toBe("3 e-mails: 1 queued, 2 failed.");
  });
});
