// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboxLeadRow, LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import type { PersonAnswer } from "../../../contract/staff-inbox/person.ts";
import { InboxFiltersForm } from "../staff-inbox/inbox-filters-form";
import { InboxList } from "../staff-inbox/inbox-list";
import { StaffSessionProvider } from "../staff-inbox/staff-session";
import { LeadPersonSection, SPAM_EFFECT_TEXT } from "./lead-person-section";
import { PersonPage } from "./person-page";
import { contactLeadDetail } from "../staff-inbox/lead-detail-fixture";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const REFERENCE = "CON-2026-7KQ3M9";
const MARKED_AT = "2026-11-26T09:30:00.000Z";

const lead: LeadDetailAnswer = contactLeadDetail({ reference: REFERENCE, spam: null, personLeadCount: 3 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Call = { url: string; method: string; body: unknown };

function renderSection(start: LeadDetailAnswer, answer: (body: { spam: boolean }) => Response) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { spam: boolean };
    calls.push({ url: String(input), method: init?.method ?? "GET", body });
    return answer(body);
  });
  const changed = vi.fn<(lead: LeadDetailAnswer) => void>();
  function Page() {
    return <LeadPersonSection lead={start} onLeadChanged={changed} onFailure={(error) => (error instanceof Error ? error.message : "failed")} />;
  }
  const Stub = createRoutesStub([{ path: "/admin/leads/:reference", Component: Page }]);
  render(<Stub initialEntries={[`/admin/leads/${REFERENCE}`]} />);
  return { calls, changed, user: userEvent.setup() };
}

describe("LeadPersonSection", () => {
  it("asks once, saying what marking spam does, then marks it and says so; Cancel changes nothing", async () => {
    const marked = { ...lead, spam: { at: MARKED_AT, by: "farah@ankur.example.in" } };
    const { calls, changed, user } = renderSection(lead, () => json(200, marked));
    const link = screen.getByRole("link", { name: "See all their leads and one timeline" });
    expect(link.getAttribute("href")).toBe(`/admin/leads/${REFERENCE}/person`);
    expect(screen.getByText(/This person: 3 leads\./)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Mark as spam" }));
    expect(screen.getByText(SPAM_EFFECT_TEXT)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Yes, mark as spam" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Mark as spam" }));

    // By keyboard: Enter opens the question, Enter on the focused "Yes" marks it.
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Marked spam: hidden from the inbox.")).toBeTruthy();
    expect(screen.getByText("Marked spam: hidden from the inbox.").tagName).toBe("OUTPUT");
    expect(calls).toEqual([{ url: `/api/admin/leads/${REFERENCE}/spam`, method: "PUT", body: { spam: true } }]);
    expect(changed).toHaveBeenCalledWith(marked);
  });

  it("shows who marked it and when, and brings it back with Not spam", async () => {
    const marked = { ...lead, personLeadCount: 1, spam: { at: MARKED_AT, by: "farah@ankur.example.in" } };
    const { calls, changed, user } = renderSection(marked, () => json(200, { ...marked, spam: null }));
    expect(screen.getByText(/^Marked spam by farah@ankur\.example\.in on 26 Nov 2026, 15:00 IST\./)).toBeTruthy();
    // The only lead of its address: no person link.
    expect(screen.queryByRole("link")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Not spam" }));
    expect(await screen.findByText("Not spam any more: back in the inbox.")).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ spam: false }]);
    expect(changed).toHaveBeenCalledWith({ ...marked, spam: null });
  });

  it("says why when the mark could not be saved", async () => {
    const { changed, user } = renderSection(lead, () => json(404, { message: "There is no lead with this reference. It may have been erased." }));
    await user.click(screen.getByRole("button", { name: "Mark as spam" }));
    await user.click(screen.getByRole("button", { name: "Yes, mark as spam" }));
    expect(await screen.findByText("There is no lead with this reference. It may have been erased.")).toBeTruthy();
    expect(changed).not.toHaveBeenCalled();
  });
});

const person: PersonAnswer = {
  reference: REFERENCE,
  email: "asha@example.in",
  name: "Asha <b>Verma</b>",
  leadCount: 203,
  leads: [
    { reference: "PAR-2026-AAAAAA", kind: "partnership", status: "contacted", submittedAt: "2026-11-26T04:30:00.000Z", organisation: "Verma Agro", owner: "vikram@ankur.example.in", spam: null },
    { reference: REFERENCE, kind: "contact", status: "new", submittedAt: "2026-11-25T05:30:00.000Z", organisation: "", owner: null, spam: { at: MARKED_AT, by: null } },
  ],
  timeline: [
    { reference: REFERENCE, at: MARKED_AT, type: "spam", by: null },
    { reference: "PAR-2026-AAAAAA", at: "2026-11-26T05:30:00.000Z", type: "note", text: "Call <script>x</script>", by: "vikram@ankur.example.in" },
    { reference: "PAR-2026-AAAAAA", at: "2026-11-26T04:30:00.000Z", type: "received", kind: "partnership" },
    { reference: REFERENCE, at: "2026-11-25T05:30:00.000Z", type: "received", kind: "contact" },
  ],
  olderEntriesLeftOut: true,
};

function renderPerson(answer: Response) {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer);
  const Stub = createRoutesStub([
    { path: "/admin/leads/:reference/person", Component: () => <StaffSessionProvider><PersonPage reference={REFERENCE} /></StaffSessionProvider> },
  ]);
  render(<Stub initialEntries={[`/admin/leads/${REFERENCE}/person`]} />);
  return fetch;
}

describe("PersonPage", () => {
  it("shows the name and address, the leads linking to each, the timeline in order with Indian dates, and what was left out", async () => {
    const fetch = renderPerson(json(200, person));
    expect(await screen.findByRole("heading", { level: 1, name: "Asha <b>Verma</b>" })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/admin/leads/${REFERENCE}/person`);
    expect(screen.getByText("asha@example.in")).toBeTruthy();
    expect(screen.getByRole("link", { name: `Back to lead ${REFERENCE}` }).getAttribute("href")).toBe(`/admin/leads/${REFERENCE}`);

    const leads = screen.getByRole("region", { name: "Their leads, newest first" });
    const links = within(leads).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/leads/PAR-2026-AAAAAA", `/admin/leads/${REFERENCE}`]);
    expect(leads.textContent).toContain("Owner: vikram@ankur.example.in");
    expect(leads.textContent).toContain("Marked spam by a former member of the team on 26 Nov 2026, 15:00 IST");
    expect(leads.textContent).toContain("and 201 older leads, not listed here.");

    const timeline = within(screen.getByRole("region", { name: "Timeline, newest first" })).getByRole("list");
    expect(timeline.tagName).toBe("OL");
    const items = within(timeline).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("time")?.textContent)).toEqual(["26 Nov 2026, 15:00 IST", "26 Nov 2026, 11:00 IST", "26 Nov 2026, 10:00 IST", "25 Nov 2026, 11:00 IST"]);
    expect(items[1]?.textContent).toContain("PAR-2026-AAAAAA");
    expect(items[1]?.textContent).toContain("Note by vikram@ankur.example.in: Call <script>x</script>");
    expect(timeline.querySelector("script, b")).toBeNull();
    expect(screen.getByText("Older entries are not shown.")).toBeTruthy();
  });

  it("says so when the lead is unknown", async () => {
    renderPerson(json(404, { message: "There is no lead with this reference. It may have been erased." }));
    expect((await screen.findByRole("alert")).textContent).toBe("There is no lead with this reference. It may have been erased.");
  });
});

describe("the inbox's spam filter and other leads of a person", () => {
  it("offers Marked spam: hidden or only spam, and sends spam=yes", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, []));
    const applied = vi.fn<(filters: Record<string, string>) => void>();
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxFiltersForm filters={{ spam: true }} onApply={applied} /> }]);
    // jsdom does not know the <search> element browsers do, and React says so on the first render (as in inbox-filters-form.test.tsx).
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(<Stub initialEntries={["/admin"]} />);
    quiet.mockRestore();
    const user = userEvent.setup();
    const field = screen.getByLabelText("Marked spam") as HTMLSelectElement;
    expect(field.value).toBe("yes");
    await user.selectOptions(field, "Hidden");
    await user.selectOptions(field, "Only leads marked spam");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(applied.mock.calls[0]?.[0]).toMatchObject({ spam: "yes" });
  });

  it('says "+N more from this person" in the table and the cards only for an address with other leads', () => {
    const row = (reference: string, personLeadCount?: number): InboxLeadRow => ({
      reference,
      kind: "contact",
      status: "new",
      submittedAt: "2026-11-25T05:30:00.000Z",
      name: "Asha",
      email: "asha@example.in",
      organisation: "",
      hasPitchDeck: false,
      hasFailedMail: false,
      verification: null,
      ...(personLeadCount === undefined ? {} : { personLeadCount }),
    });
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <InboxList leads={[row("CON-2026-AAAAAA", 3), row("CON-2026-BBBBBB", 1), row("CON-2026-CCCCCC")]} inboxSearch="" /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    expect(screen.getAllByText("+2 more from this person")).toHaveLength(2);
    expect(screen.queryAllByText(/more from this person/)).toHaveLength(2);
  });
});
