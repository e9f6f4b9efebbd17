// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NEWSLETTER_API } from "../../../contract/newsletter/newsletter-paths.ts";
import { NewsletterSignUpForm } from "./newsletter-sign-up-form";

afterEach(cleanup);

describe("the newsletter sign-up form", () => {
  it("is a plain form post to the sign-up endpoint, with a labelled e-mail field and the honeypot", () => {
    render(<NewsletterSignUpForm />);
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(NEWSLETTER_API.signUp);
    const email = screen.getByRole("textbox", { name: "E-mail address" });
    expect(email.getAttribute("name")).toBe("email");
    expect(email.getAttribute("type")).toBe("email");
    expect(email.hasAttribute("required")).toBe(true);
    expect(form.querySelector("input[name=website]")?.getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("button", { name: "Subscribe" }).getAttribute("type")).toBe("submit");
  });

  it("shows a refused post again: the typed address, the field's message tied to it", () => {
    render(<NewsletterSignUpForm heading="Your subscription" initial={{ values: { email: "asha@" }, fieldErrors: { email: "Please enter a valid email address." }, formError: "Please enter a valid email address." }} />);
    const email = screen.getByRole("textbox", { name: "E-mail address" }) as HTMLInputElement;
    expect(email.value).toBe("asha@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = (email.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Please enter a valid email address.");
    // The same words once, beside the field, not again above the form.
    expect(screen.getAllByText("Please enter a valid email address.")).toHaveLength(1);
  });
});
