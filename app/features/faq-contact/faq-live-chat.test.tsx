// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contactLink } from "~/lib/contact-link";
import { OPEN_SUPPORT_CHAT_EVENT } from "~/features/support-chat/open-support-chat";
import FaqLiveChat from "./faq-live-chat";

afterEach(cleanup);

describe("the FAQ's Live Chat on the Astro page", () => {
  it("is a button that opens the support chat", () => {
    const opened = vi.fn<() => void>();
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, opened);
    render(<FaqLiveChat className="btn btn-light" label="Live Chat" />);
    const button = screen.getByRole("button", { name: "Live Chat" });
    expect(button.className).toBe("btn btn-light noscript:hidden");
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, opened);
  });

  it("is a link to the contact form only where scripting is off", () => {
    render(<FaqLiveChat className="btn btn-light" label="Live Chat" />);
    const link = screen.getByRole("link", { name: "Live Chat" });
    expect(link.getAttribute("href")).toBe(contactLink("Live chat request"));
    expect(link.className).toBe("btn btn-light hidden noscript:inline-flex");
  });
});
