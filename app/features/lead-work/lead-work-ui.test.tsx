// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadDetailAnswer } from "../../../contract/staff-inbox/inbox-answers.ts";
import { LEAD_WORK_TEXT, type LeadWorkAnswer } from "../../../contract/staff-inbox/lead-work.ts";
import { replyDraft } from "../../../contract/staff-inbox/reply-templates.ts";
import { LeadWorkPanel } from "./lead-work-panel";
import { LeadWorkSummary } from "./lead-work-summary";
import { contactLeadDetail } from "../staff-inbox/lead-detail-fixture";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const ist = (text: string) => new Date(`${text}+05:30`);
/** Thursday 26 November 2026, 15:00 IST. */
const NOW = ist("2026-11-26T15:00:00");
const REFERENCE = "CON-2026-7KQ3M9";

const lead: LeadDetailAnswer = contactLeadDetail({ reference: REFERENCE, submittedAt: ist("2026-11-25T11:00:00").toISOString() });

const work: LeadWorkAnswer = {
  reference: REFERENCE,
  owner: null,
  team: [
    { id: 1, email: "farah@ankur.example.in" },
    { id: 2, email: "vikram@ankur.example.in" },
  ],
  clock: { dueAt: ist("2026-11-27T11:00:00").toISOString(), stoppedAt: null, targetHours: 17, stoppedBy: null },
  canReply: true,
  draft: replyDraft("contact", "Asha Verma", REFERENCE),
  email: "asha@example.in",
  replies: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

type Call = { url: string; method: string; body: unknown };

/** The API: the lead's work, the owner and reply calls answering as the server would, the lead itself. */
function fakeApi(start: LeadWorkAnswer) {
  const calls: Call[] = [];
  let current = start;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, method, body });
    if (url.endsWith("/owner")) {
      const id = body?.ownerId === "me" ? 1 : (body?.ownerId as number | null);
      current = { ...current, owner: current.team.find((member) => member.id === id) ?? null };
      return json(200, current);
    }
    if (url.endsWith("/replies")) {
      current = {
        ...current,
        clock: current.clock && { ...current.clock, stoppedAt: NOW.toISOString(), stoppedBy: "reply" },
        replies: [{ id: 1, messageId: 9, subject: String(body?.subject), by: "farah@ankur.example.in", template: "contact", at: NOW.toISOString(), state: "queued" }],
      };
      return json(201, current);
    }
    if (url.endsWith("/work")) return json(200, current);
    return json(200, lead);
  });
  return calls;
}

const renderPanel = (onLeadChanged = vi.fn<(lead: LeadDetailAnswer) => void>()) => {
  render(<LeadWorkPanel lead={lead} onLeadChanged={onLeadChanged} onFailure={(error) => (error instanceof Error ? error.message : "failed")} />);
  return { onLeadChanged, user: userEvent.setup() };
};

describe("LeadWorkPanel", () => {
  it("shows when the reply is due and the time left in working hours", async () => {
    fakeApi(work);
    renderPanel();
    const clock = await screen.findByText(/Reply due by/);
    expect(clock.textContent).toBe(
      "Reply due by 27 Nov 2026, 11:00 IST: 4 h 30 min left. The target is 2 working days of working time (Monday to Friday, 09:30 to 18:00 IST).",
    );
  });

  it("assigns the lead to the signed-in member in one click, and to a colleague from the list", async () => {
    const calls = fakeApi(work);
    const { user } = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("Owner saved: farah@ankur.example.in.")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ ownerId: "me" });
    await user.selectOptions(screen.getByLabelText("Owner"), "vikram@ankur.example.in");
    await user.click(screen.getByRole("button", { name: "Save owner" }));
    expect(await screen.findByText("Owner saved: vikram@ankur.example.in.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({ ownerId: 2 });
  });

  it("starts the reply from the template, sends it as edited, lists it with its delivery state and reloads the lead", async () => {
    const calls = fakeApi(work);
    const { user, onLeadChanged } = renderPanel();
    const subject = await screen.findByLabelText("Subject");
    expect((subject as HTMLInputElement).value).toBe(`Your message to Ankur (${REFERENCE})`);
    const body = screen.getByLabelText(/^E-mail/) as HTMLTextAreaElement;
    expect(body.value.startsWith("Dear Asha,")).toBe(true);
    const mailto = screen.getByRole("link", { name: "Write in your own mail program" });
    expect(mailto.getAttribute("href")).toBe(`mailto:asha@example.in?subject=${encodeURIComponent(`Your message to Ankur (${REFERENCE})`)}`);

    await user.clear(subject);
    await user.type(subject, "About your visit");
    await user.clear(body);
    await user.type(body, "Dear Asha, see you on Monday.");
    expect(mailto.getAttribute("href")).toBe("mailto:asha@example.in?subject=About%20your%20visit");
    await user.click(screen.getByRole("button", { name: "Send reply" }));

    expect(await screen.findByText(/Reply queued/)).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ template: "contact", subject: "About your visit", body: "Dear Asha, see you on Monday." });
    const replies = screen.getByRole("list");
    expect(within(replies).getByText("About your visit")).toBeTruthy();
    expect(replies.textContent).toContain("Delivery: Queued");
    expect(await screen.findByText(/Reply-time clock stopped on 26 Nov 2026, 15:00 IST by the first reply/)).toBeTruthy();
    await vi.waitFor(() => expect(onLeadChanged).toHaveBeenCalledWith(lead));
  });

  it("offers no reply to a person who withdrew consent, and says why", async () => {
    fakeApi({ ...work, canReply: false });
    renderPanel();
    expect(await screen.findByText(LEAD_WORK_TEXT.consentWithdrawn)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Write in your own mail program" })).toBeNull();
  });

  it("shows a failure instead of a broken page when the answer is not a lead's work", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, lead));
    renderPanel();
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
  });
});

describe("LeadWorkSummary", () => {
  it("says who owns a lead and how overdue it is in words, with no owner and replied as words too", () => {
    render(
      <>
        <LeadWorkSummary lead={{ owner: "farah@ankur.example.in", replyClock: { dueAt: ist("2026-11-25T10:00:00").toISOString(), stoppedAt: null } }} now={NOW} />
        <LeadWorkSummary lead={{ owner: null, replyClock: { dueAt: ist("2026-11-25T10:00:00").toISOString(), stoppedAt: ist("2026-11-24T10:00:00").toISOString() } }} now={NOW} />
      </>,
    );
    expect(document.body.textContent).toContain("Owner: farah@ankur.example.inOverdue by 1 working day 5 h");
    expect(document.body.textContent).toContain("No ownerReplied");
  });
});
