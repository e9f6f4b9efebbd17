// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeadFormFor } from "./lead-form-for";

afterEach(cleanup);

describe("LeadFormFor (a refused plain post shown again)", () => {
  it("posts the contact form to its endpoint with the contract's field names", () => {
    render(<LeadFormFor kind="contact" />);
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/contact/submit.php");
    const names = [...form.querySelectorAll("input, textarea, select")].map((control) => control.getAttribute("name"));
    expect(names).toEqual(["name", "email", "organization", "role", "message", "website"]);
  });

  it("keeps every typed value, shows each message beside its field and the form's message", () => {
    render(
      <LeadFormFor
        kind="contact"
        initial={{
          values: { name: "Asha", email: "asha@", organization: "Kisan Labs", role: "", message: "Hello" },
          fieldErrors: { email: "Please enter a valid e-mail address, such as name@company.in." },
          formError: "Please correct the highlighted fields and try again.",
        }}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveProperty("value", "Asha");
    expect(screen.getByLabelText(/^Organization/)).toHaveProperty("value", "Kisan Labs");
    expect(screen.getByLabelText(/^Message/)).toHaveProperty("value", "Hello");
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveProperty("value", "asha@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("contact-email-error");
    expect(document.getElementById("contact-email-error")?.textContent).toBe("Please enter a valid e-mail address, such as name@company.in.");
    expect(screen.getByRole("alert").textContent).toContain("Please correct the highlighted fields and try again.");
  });
});
