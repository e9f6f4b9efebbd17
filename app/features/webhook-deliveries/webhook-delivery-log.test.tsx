// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebhookDeliveriesAnswer, WebhookDelivery } from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { WebhookDeliveryLog } from "./webhook-delivery-log";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const failed: WebhookDelivery = {
  id: 7,
  eventId: "msg_0123456789abcdef0123456789abcdef",
  event: "lead.created",
  receiver: "https://crm.example.in/hooks/ankur?…",
  state: "failed",
  attempts: 24,
  lastError: "The receiver answered HTTP 503.",
  queuedAt: "2026-03-14T09:05:00.000Z",
};
const delivered: WebhookDelivery = { id: 8, eventId: "msg_fedcba9876543210fedcba9876543210", event: "lead.status_changed", receiver: "https://crm.example.in/hooks/ankur?…", state: "delivered", attempts: 1, queuedAt: "2026-03-14T09:10:00.000Z", deliveredAt: "2026-03-14T09:10:01.000Z" };
const waiting: WebhookDelivery = { id: 9, eventId: "msg_11112222333344445555666677778888", event: "lead.status_changed", receiver: "https://other.example/hook", state: "queued", attempts: 2, queuedAt: "2026-03-14T09:20:00.000Z", nextAttemptAt: "2026-03-14T09:24:00.000Z", lastError: "Could not connect: ECONNREFUSED." };

describe("WebhookDeliveryLog", () => {
  it("shows each event to each address with its state, tries and error, and sends a failed one again", async () => {
    const first: WebhookDeliveriesAnswer = { configured: true, deliveries: [failed, delivered, waiting] };
    const after: WebhookDeliveriesAnswer = { configured: true, deliveries: [{ ...failed, state: "queued", attempts: 0, nextAttemptAt: "2026-03-14T10:00:00.000Z" }, delivered, waiting] };
    delete after.deliveries[0]?.lastError;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => json(200, init?.method === "POST" ? after : first));
    render(<WebhookDeliveryLog reference="INC-2026-7KQ3M9" onFailure={() => "failed"} />);
    const region = await screen.findByRole("region", { name: "Events to the CRM" });
    expect(await within(region).findByText(/3 deliveries: 1 waiting, 1 delivered, 1 failed\./)).toBeTruthy();
    const [one, two, three] = within(screen.getByRole("list", { name: "Events to the CRM about this lead" })).getAllByRole("listitem");
    expect(one?.textContent).toContain("New lead to https://crm.example.in/hooks/ankur?…");
    expect(one?.textContent).toContain("Tries24");
    expect(one?.textContent).toContain("The receiver answered HTTP 503.");
    expect(one?.textContent).toContain(failed.eventId);
    expect(two?.textContent).toContain("Delivered14 Mar 2026, 14:40 IST");
    expect(three?.textContent).toContain("Next try14 Mar 2026, 14:54 IST");
    expect(within(three as HTMLElement).queryByRole("button", { name: "Send again" })).toBeNull();
    expect(within(two as HTMLElement).getByRole("button", { name: "Send again" })).toBeTruthy();

    await userEvent.setup().click(within(one as HTMLElement).getByRole("button", { name: "Send again" }));
    expect(await within(region).findByText(/“New lead” to https:\/\/crm\.example\.in\/hooks\/ankur\?… is queued again\./)).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls.find(([, options]) => options?.method === "POST") ?? [];
    expect(url).toBe("/api/admin/leads/INC-2026-7KQ3M9/webhook-deliveries/7/send-again");
    expect(init?.method).toBe("POST");
    expect(region.textContent).toContain("3 deliveries: 2 waiting, 1 delivered.");
  });

  it("says when webhooks are off, and shows a failure's text", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(200, { configured: false, deliveries: [] }));
    render(<WebhookDeliveryLog reference="CON-2026-AAAAAA" onFailure={() => "failed"} />);
    expect(await screen.findByText(/Webhooks are off: no CRM address is set/)).toBeTruthy();
    cleanup();
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(404, { message: "There is no such lead." }));
    render(<WebhookDeliveryLog reference="CON-2026-BBBBBB" onFailure={(error) => (error as Error).message} />);
    expect(await screen.findByText("There is no such lead.")).toBeTruthy();
  });
});
