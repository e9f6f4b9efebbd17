// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BREACH_TEXT, type BreachAffectedAnswer } from "../../../contract/staff-inbox/breach-affected.ts";
import { StaffSessionProvider } from "../staff-inbox/staff-session";
import { BreachWindowPage } from "./breach-window-page";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const hostile = '<img src=x onerror="alert(1)"> Robert';

const ANSWER: BreachAffectedAnswer = {
  from: "2026-03-01",
  to: "2026-03-10",
  people: [
    {
      email: "aditya@krishiyantra.in",
      name: "आदित्य कुलकर्णी / Aditya K",
      leads: [
        { reference: "INC-2026-000001", kind: "incubation", submittedAt: "2026-03-02T10:00:00.000Z" },
        { reference: "EVT-2026-000002", kind: "event-registration", submittedAt: "2026-03-03T10:00:00.000Z" },
      ],
    },
    { email: "x@evil.example", name: hostile, leads: [{ reference: "CON-2026-000003", kind: "contact", submittedAt: "2026-03-04T10:00:00.000Z" }] },
  ],
  total: 2,
  leads: 3,
  erased: [{ reference: "CON-2026-000009", kind: "contact", erasedAt: "2026-03-06T00:00:00.000Z" }],
  erasedTotal: 1,
};

/** The session check answers signed in; the breach list answers `affected`. */
function serve(affected: () => Response) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/admin/session")) return json(200, { email: "dpo@ankur.example.in", expiresAt: "2026-03-14T17:00:00.000Z" });
    if (url.includes("/admin/breach/affected")) return affected();
    return json(404, { message: "Not found" });
  });
}

function renderPage(entry = "/admin/breach") {
  const Stub = createRoutesStub([{ path: "/admin/breach", Component: () => <StaffSessionProvider><BreachWindowPage /></StaffSessionProvider> }]);
  render(<Stub initialEntries={[entry]} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("BreachWindowPage", () => {
  it("lists the people of the typed window, names as text, with the CSV link and the erased leads", async () => {
    const fetched = serve(() => json(200, ANSWER));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First day/), "01/03/2026");
    await user.type(screen.getByLabelText(/Last day/), "10/03/2026");
    await user.click(screen.getByRole("button", { name: "List the people" }));
    const table = await screen.findByRole("table", { name: /People whose data we held from 1 Mar 2026 to 10 Mar 2026/ });
    expect(fetched.mock.calls.map(([url]) => String(url))).toContain("/api/admin/breach/affected?from=2026-03-01&to=2026-03-10");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain("aditya@krishiyantra.in");
    expect(rows[1]?.textContent).toContain("INC-2026-000001");
    expect(rows[1]?.textContent).toContain("EVT-2026-000002");
    expect(rows[2]?.textContent).toContain(hostile);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("2 people (3 leads) held from 1 Mar 2026 to 10 Mar 2026");
    const csv = screen.getByRole("link", { name: "Download all 2 people as CSV" });
    expect(csv.getAttribute("href")).toBe("/api/admin/breach/affected.csv?from=2026-03-01&to=2026-03-10");
    expect(csv.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("heading", { name: "Erased since the window began" })).toBeTruthy();
    expect(document.body.textContent).toContain("CON-2026-000009");
  });

  it("tells a backwards window at once, moves focus to the message and asks the server nothing", async () => {
    const fetched = serve(() => json(200, ANSWER));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First day/), "10/03/2026");
    await user.type(screen.getByLabelText(/Last day/), "01/03/2026");
    await user.click(screen.getByRole("button", { name: "List the people" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(BREACH_TEXT.windowBackwards);
    expect(document.activeElement).toBe(alert);
    expect(fetched.mock.calls.some(([url]) => String(url).includes("/breach/"))).toBe(false);
  });

  it("opens a window from the address, and shows the server's refusal", async () => {
    serve(() => json(500, { message: "Something went wrong on our side. Please try again." }));
    renderPage("/admin/breach?from=2026-03-01&to=2026-03-10");
    expect((screen.getByLabelText(/First day/) as HTMLInputElement).value).toBe("1 Mar 2026");
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong on our side. Please try again.");
  });

  it("says so when nobody's data was held", async () => {
    serve(() => json(200, { ...ANSWER, people: [], total: 0, leads: 0, erased: [], erasedTotal: 0 }));
    renderPage("/admin/breach?from=2026-03-01&to=2026-03-10");
    expect(await screen.findByText("We held nobody's data in these days.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /CSV/ })).toBeNull();
  });
});
