// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboxLeadRow, LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { InboxList } from "../staff-inbox/inbox-list";
import { CollapsibleFilters } from "../staff-inbox/collapsible-filters";
import { LeadStatusForm, STATUS_SAVE_DELAY_MS } from "../staff-inbox/lead-status-form";
import { focusLeadRow } from "./inbox-row-focus";
import { ASSIGN_TO_ME_SHORTCUT, LeadTriageBar, REPLY_SECTION_ID } from "./lead-triage-bar";
import { LEADS_CHANGED_EVENT, NewLeadCount } from "./new-lead-count";
import { TriageShortcuts } from "./triage-shortcuts";
import { contactLeadDetail } from "../staff-inbox/lead-detail-fixture";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// jsdom has no showModal: open the dialog as a browser would, focus on its first button.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
  this.querySelector("button")?.focus();
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const lead = contactLeadDetail();

describe("TriageShortcuts", () => {
  it("runs the page's actions for j, k, e and a, and lists them with ? in a dialog", async () => {
    const actions = { next: vi.fn<() => void>(), previous: vi.fn<() => void>(), reply: vi.fn<() => void>(), assign: vi.fn<() => void>() };
    render(<TriageShortcuts actions={actions} />);
    const user = userEvent.setup();
    await user.keyboard("jjkea");
    expect([actions.next.mock.calls.length, actions.previous.mock.calls.length, actions.reply.mock.calls.length, actions.assign.mock.calls.length]).toEqual([2, 1, 1, 1]);
    await user.keyboard("?");
    const dialog = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(within(dialog).getAllByRole("term").map((term) => term.textContent)).toEqual(["j", "k", "e", "a", "?"]);
    // Keys pressed inside the open dialog are the dialog's.
    await user.keyboard("j");
    expect(actions.next).toHaveBeenCalledTimes(2);
  });

  it("lists and binds only the actions the page has", async () => {
    const next = vi.fn<() => void>();
    render(<TriageShortcuts actions={{ next }} />);
    const user = userEvent.setup();
    await user.keyboard("ea");
    await user.click(screen.getByRole("button", { name: /Keyboard shortcuts/ }));
    expect(within(screen.getByRole("dialog")).getAllByRole("term").map((term) => term.textContent)).toEqual(["j", "?"]);
  });

  it("leaves keys typed in a field, a select, or with Ctrl, Alt or ⌘ to them", async () => {
    const next = vi.fn<() => void>();
    render(
      <>
        <label>
          Search <input />
        </label>
        <label>
          Notes <textarea />
        </label>
        <TriageShortcuts actions={{ next }} />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search"), "jk");
    await user.type(screen.getByLabelText("Notes"), "j?");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "j", ctrlKey: true });
    fireEvent.keyDown(document.body, { key: "j", metaKey: true });
    fireEvent.keyDown(document.body, { key: "j", altKey: true });
    expect(next).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: "j" });
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe("focusLeadRow", () => {
  const row = (reference: string, name: string): InboxLeadRow => ({
    reference,
    kind: "contact",
    status: "new",
    submittedAt: "2026-11-25T05:30:00.000Z",
    name,
    email: `${name.toLowerCase()}@example.in`,
    organisation: "",
    hasPitchDeck: false,
    hasFailedMail: false,
    verification: "verified",
  });

  it("moves the focus down and up the leads as shown, from the top for j and the bottom for k, and stops at the ends", () => {
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxList leads={[row("CON-1", "Asha"), row("CON-2", "Ravi"), row("CON-3", "Meena")]} inboxSearch="" /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    // The phone's cards are shown here, the table hidden (jsdom lays nothing out: the cards' links are given boxes).
    const cards = screen.getByRole("list", { name: "Leads, newest first" });
    for (const link of within(cards).getAllByRole("link")) vi.spyOn(link, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
    const focused = () => document.activeElement?.textContent;
    focusLeadRow(-1);
    expect(focused()).toBe("Meena");
    focusLeadRow(1);
    expect(focused()).toBe("Meena");
    focusLeadRow(-1);
    focusLeadRow(-1);
    expect(focused()).toBe("Asha");
    focusLeadRow(-1);
    expect(focused()).toBe("Asha");
    (document.activeElement as HTMLElement).blur();
    focusLeadRow(1);
    expect(focused()).toBe("Asha");
    expect(within(cards).getAllByRole("link").every((link) => link.closest("table") === null)).toBe(true);
  });
});

describe("LeadStatusForm", () => {
  it("saves the status once it is chosen, without a Save button; quick changes are one save of the last", async () => {
    vi.useFakeTimers();
    const puts: unknown[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { status: LeadDetailAnswer["status"] };
      puts.push(body);
      return json(200, { ...lead, status: body.status });
    });
    const onSaved = vi.fn<(lead: LeadDetailAnswer) => void>();
    const changed = vi.fn<() => void>();
    window.addEventListener(LEADS_CHANGED_EVENT, changed);
    render(<LeadStatusForm lead={lead} onSaved={onSaved} onFailure={() => "failed"} />);
    expect(screen.queryByRole("button")).toBeNull();
    const select = screen.getByLabelText("Where we stand with this lead");
    fireEvent.change(select, { target: { value: "contacted" } });
    fireEvent.change(select, { target: { value: "qualified" } });
    await act(async () => vi.advanceTimersByTimeAsync(STATUS_SAVE_DELAY_MS - 1));
    expect(puts).toEqual([]);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(puts).toEqual([{ status: "qualified" }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ status: "qualified" }));
    expect(screen.getByText("Status saved: Qualified.")).toBeTruthy();
    expect(changed).toHaveBeenCalledTimes(1);
    // Back to where it stands: nothing to save.
    fireEvent.change(select, { target: { value: "contacted" } });
    fireEvent.change(select, { target: { value: "qualified" } });
    await act(async () => vi.advanceTimersByTimeAsync(STATUS_SAVE_DELAY_MS));
    expect(puts).toHaveLength(1);
    window.removeEventListener(LEADS_CHANGED_EVENT, changed);
  });

  it("puts the select back and says why when the save fails", async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(503, { message: "The inbox cannot reach its database just now." }));
    render(<LeadStatusForm lead={lead} onSaved={vi.fn<(lead: LeadDetailAnswer) => void>()} onFailure={(error) => (error instanceof Error ? error.message : "failed")} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Where we stand with this lead");
    fireEvent.change(select, { target: { value: "closed" } });
    await act(async () => vi.advanceTimersByTimeAsync(STATUS_SAVE_DELAY_MS));
    expect(select.value).toBe("new");
    expect(screen.getByText("The inbox cannot reach its database just now.")).toBeTruthy();
  });

  it("still saves a choice that is settling when the page is left", async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { ...lead, status: "closed" }));
    const { unmount } = render(<LeadStatusForm lead={lead} onSaved={vi.fn<(lead: LeadDetailAnswer) => void>()} onFailure={() => "failed"} />);
    fireEvent.change(screen.getByLabelText("Where we stand with this lead"), { target: { value: "closed" } });
    unmount();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ status: "closed" });
  });
});

describe("LeadTriageBar", () => {
  function Where() {
    const location = useLocation();
    return <output aria-label="where">{`${location.pathname} ${(location.state as { inboxSearch?: string } | null)?.inboxSearch ?? ""}`}</output>;
  }

  it("links the previous and next lead of the list it came from, keeps that list for them, and goes on with j and k", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { previous: "CON-2026-AAAAAA", next: "CON-2026-CCCCCC" }));
    const Stub = createRoutesStub([
      {
        path: "/admin/leads/:reference",
        Component: () => (
          <>
            <LeadTriageBar reference="CON-2026-BBBBBB" inboxSearch="?kind=contact&older=2026-11-20T04:30:00.000Z_9" onFailure={() => "failed"} />
            <Where />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/leads/CON-2026-BBBBBB"]} />);
    const previous = await screen.findByRole("link", { name: "Previous lead" });
    expect(previous.getAttribute("href")).toBe("/admin/leads/CON-2026-AAAAAA");
    expect(screen.getByRole("link", { name: "Next lead" }).getAttribute("aria-keyshortcuts")).toBe("j");
    // The list's filters go to the API; its page does not matter.
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/admin/leads/CON-2026-BBBBBB/neighbours?kind=contact");
    const user = userEvent.setup();
    await user.keyboard("j");
    expect(screen.getByLabelText("where").textContent).toBe("/admin/leads/CON-2026-CCCCCC ?kind=contact&older=2026-11-20T04:30:00.000Z_9");
  });

  it("does a j pressed before the neighbours are known once they are (a quick j j)", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const Stub = createRoutesStub([
      {
        path: "/admin/leads/:reference",
        Component: () => (
          <>
            <LeadTriageBar reference="CON-2026-BBBBBB" inboxSearch="" onFailure={() => "failed"} />
            <Where />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/leads/CON-2026-BBBBBB"]} />);
    await userEvent.setup().keyboard("j");
    expect(screen.getByLabelText("where").textContent).toBe("/admin/leads/CON-2026-BBBBBB ");
    await act(async () => answer(json(200, { previous: null, next: "CON-2026-CCCCCC" })));
    expect(screen.getByLabelText("where").textContent).toBe("/admin/leads/CON-2026-CCCCCC ");
  });

  it("takes e to the reply's first field and a to Assign to me", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { previous: null, next: null }));
    const assign = vi.fn<() => void>();
    const Stub = createRoutesStub([
      {
        path: "/admin/leads/:reference",
        Component: () => (
          <>
            <LeadTriageBar reference="CON-2026-BBBBBB" inboxSearch="" onFailure={() => "failed"} />
            <button type="button" data-shortcut={ASSIGN_TO_ME_SHORTCUT} onClick={assign}>
              Assign to me
            </button>
            <div id={REPLY_SECTION_ID}>
              <label>
                Subject <input />
              </label>
            </div>
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/leads/CON-2026-BBBBBB"]} />);
    expect(await screen.findByText("The only lead in this list")).toBeTruthy();
    const user = userEvent.setup();
    await user.keyboard("a");
    expect(assign).toHaveBeenCalledTimes(1);
    await user.keyboard("e");
    expect(document.activeElement).toBe(screen.getByLabelText("Subject"));
  });
});

describe("NewLeadCount", () => {
  it("links the count of new leads to the inbox's New filter, and counts again when a status is saved", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(200, { count: 12 })).mockResolvedValueOnce(json(200, { count: 1 }));
    const Stub = createRoutesStub([{ path: "/admin", Component: NewLeadCount }]);
    render(<Stub initialEntries={["/admin"]} />);
    const link = await screen.findByRole("link", { name: "12 new leads" });
    expect(link.getAttribute("href")).toBe("/admin?status=new");
    act(() => {
      window.dispatchEvent(new Event(LEADS_CHANGED_EVENT));
    });
    expect(await screen.findByRole("link", { name: "1 new lead" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("CollapsibleFilters", () => {
  it("keeps the filters behind a button on a phone that says how many are on", async () => {
    render(
      <CollapsibleFilters activeCount={2}>
        <p>The filters</p>
      </CollapsibleFilters>,
    );
    const button = screen.getByRole("button", { name: "Search and filters (2 on)" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(panel?.className).toContain("max-md:hidden");
    await userEvent.setup().click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.className).not.toContain("hidden");
  });
});
