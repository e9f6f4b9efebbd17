// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DATA_RIGHTS_API } from "../../../contract/data-rights/data-rights-paths.ts";
import { YourDataForm } from "./your-data-form";

const COPY = { heading: "Get the link to your data", emailLabel: "Your e-mail address", emailHint: "The address you used.", button: "Send me the link", sending: "Sending…" };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the your-data link form", () => {
  it("is a plain form post to the link request, with a labelled e-mail field and the honeypot", () => {
    render(<YourDataForm copy={COPY} />);
    const form = screen.getByRole("form", { name: COPY.heading });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(DATA_RIGHTS_API.requestLink);
    const email = screen.getByRole("textbox", { name: COPY.emailLabel });
    expect(email.getAttribute("name")).toBe("email");
    expect(email.hasAttribute("required")).toBe(true);
    expect(form.querySelector("input[name=website]")?.getAttribute("tabindex")).toBe("-1");
  });

  it("shows a refused plain post again with the typed address and the field's message", () => {
    render(<YourDataForm copy={COPY} initial={{ values: { email: "asha@" }, fieldErrors: { email: "Please enter a valid e-mail address." }, formError: "Please check the field." }} />);
    const email = screen.getByRole("textbox", { name: COPY.emailLabel }) as HTMLInputElement;
    expect(email.value).toBe("asha@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Please check the field.");
  });

  it("with script, posts JSON and shows the server's answer in place", async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => new Response(JSON.stringify({ success: true, message: "If we hold anything, a link is on its way." }), { status: 202 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<YourDataForm copy={COPY} />);
    fireEvent.change(screen.getByRole("textbox", { name: COPY.emailLabel }), { target: { value: "asha@example.in" } });
    fireEvent.submit(screen.getByRole("form", { name: COPY.heading }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("If we hold anything, a link is on its way."));
    const [url, init] = fetchMock.mock.calls[0] ?? ["", {}];
    expect(url).toBe(DATA_RIGHTS_API.requestLink);
    expect(JSON.parse(String(init.body))).toEqual({ email: "asha@example.in", website: "" });
  });
});
