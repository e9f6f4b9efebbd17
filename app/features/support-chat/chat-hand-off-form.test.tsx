// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadRoute } from "../../../contract/leads/lead-paths.ts";
import { chatConversationReducer, replyArrived, startConversation, visitorSent } from "./chat-conversation";
import { ChatHandOffForm, HAND_OFF_TEXT } from "./chat-hand-off-form";
import { GENERIC_REPLY } from "./chat-replies";

const conversation = [visitorSent("Do you fund hardware?", 2), replyArrived(GENERIC_REPLY, 3)].reduce(chatConversationReducer, startConversation(1));

afterEach(cleanup);

describe("ChatHandOffForm", () => {
  it("asks for a name and e-mail on the visitor's press, refuses bad ones beside the fields, and sends nothing before", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(<ChatHandOffForm idPrefix="t" conversation={conversation} />);
    fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.offer }));
    const name = screen.getByRole("textbox", { name: "Your name" });
    expect(document.activeElement).toBe(name);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.send }));
    });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Your e-mail" }).getAttribute("aria-invalid")).toBe("true");
    expect(fetchSpy).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.cancel }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: HAND_OFF_TEXT.offer }));
  });

  it("sends the conversation as a contact lead and confirms with the reference, focused and announced", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ success: true, message: "ok", id: "CON-2026-ABCDEF" }), { status: 201 }));
    render(<ChatHandOffForm idPrefix="t" conversation={conversation} />);
    fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.offer }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: "Asha Rao" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Your e-mail" }), { target: { value: "asha@example.in" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.send }));
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(leadRoute("contact"));
    const body = init?.body as FormData;
    expect(body.get("name")).toBe("Asha Rao");
    expect(body.get("email")).toBe("asha@example.in");
    expect(String(body.get("message"))).toContain("Visitor");
    expect(String(body.get("message"))).toContain("Do you fund hardware?");
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("CON-2026-ABCDEF");
    expect(status.textContent).toContain("asha@example.in");
    expect(document.activeElement).toBe(status);
  });

  it("keeps the form with an alert when the server refuses", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ success: false, message: "Too many submissions from your network." }), { status: 429 }));
    render(<ChatHandOffForm idPrefix="t" conversation={conversation} />);
    fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.offer }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: "Asha Rao" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Your e-mail" }), { target: { value: "asha@example.in" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: HAND_OFF_TEXT.send }));
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Too many submissions");
    expect(screen.getByRole("textbox", { name: "Your name" })).toBeTruthy();
  });
});
