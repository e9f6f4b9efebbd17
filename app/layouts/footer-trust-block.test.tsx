// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { phoneHref, registeredOffice } from "~/config/registered-office";
import { FooterTrustBlock } from "./footer-trust-block";

afterEach(cleanup);

describe("the footer's trust block", () => {
  it("names the company, its office, CIN, phone and e-mail, each placeholder marked as one", () => {
    const { container } = render(<FooterTrustBlock />);
    const block = within(container);
    expect(block.getByRole("heading", { name: "Registered office" })).toBeTruthy();
    expect(container.textContent).toContain(registeredOffice.company);
    expect(block.getAllByRole("term").map((term) => term.textContent)).toEqual(["CIN", "Phone", "E-mail"]);
    const placeholders = [...container.querySelectorAll("[data-placeholder]")].map((element) => element.textContent);
    const expected = [registeredOffice.address, registeredOffice.cin, registeredOffice.phone].filter((particular) => particular.placeholder).map((particular) => particular.value);
    expect(placeholders).toEqual(expected);
    for (const text of placeholders) expect(text).toMatch(/^\[.*to be supplied\]$/);
    expect(screen.getByRole("link", { name: registeredOffice.email.value }).getAttribute("href")).toBe(`mailto:${registeredOffice.email.value}`);
  });

  it("links a phone number only once it is real", () => {
    expect(phoneHref({ value: "[to be supplied]", placeholder: true })).toBeUndefined();
    expect(phoneHref({ value: "+91 20 4000 1234", placeholder: false })).toBe("tel:+912040001234");
  });
});
