// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SuccessPanel } from "./success-panel";
import { successPanelOf } from "./success-panels";

afterEach(cleanup);

describe("SuccessPanel", () => {
  it("is a region named by its heading, with the text, the reference, the reply time and two ways on", () => {
    render(<SuccessPanel idPrefix="contact" content={successPanelOf("contact", "CON-2026-ABCDEF")} message={<p>Thank you!</p>} />);
    const panel = screen.getByRole("region", { name: "Message sent" });
    expect(within(panel).getByRole("heading", { level: 3 }).getAttribute("tabindex")).toBe("-1");
    expect(within(panel).getByText("Thank you!")).toBeTruthy();
    expect(within(panel).getAllByRole("term").map((term) => term.textContent)).toEqual(["Your reference", "When you will hear from us"]);
    expect(within(panel).getAllByRole("definition")[0]?.textContent).toBe("CON-2026-ABCDEF");
    const links = within(within(panel).getByRole("list", { name: "Where to next" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/faq", "/success-stories"]);
  });

  it("without a reference says only when a reply comes; a dismissible one has a named close button", () => {
    const onDismiss = vi.fn<() => void>();
    render(<SuccessPanel idPrefix="contact" content={successPanelOf("contact", undefined)} dismiss={{ label: "Dismiss message", onDismiss }} />);
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["When you will hear from us"]);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss message" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("is the page's h1 on the thanks page", () => {
    render(<SuccessPanel idPrefix="thanks" headingLevel={1} content={successPanelOf("incubation", "INC-2026-7KQ3M9")} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Application Submitted Successfully!");
    expect(screen.getByRole("link", { name: /Check your application status/ }).getAttribute("href")).toBe("/contact-get-involved/application-status?applicationId=INC-2026-7KQ3M9");
  });
});
