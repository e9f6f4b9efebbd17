// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PartnerLoginCopy, PartnerLoginForm } from "./partner-login-form";

// The words come from app/content/partner-portal-page.yaml through the page; a fixture here.
const copy: PartnerLoginCopy = {
  title: "Partner Login",
  intro: "Partners sign in here.",
  invitationNote: "Accounts open by invitation.",
  emailLabel: "Email",
  emailPlaceholder: "you@example.in",
  passwordLabel: "Password",
  forgotPasswordButton: "Forgot password?",
  signInButton: "Sign In",
  notices: {
    signIn: { heading: "Partner sign-in opens by invitation", text: "Nothing you typed here has been sent.", link: { label: "Apply", to: "/contact-get-involved/partner-apply" } },
    forgotPassword: {
      heading: "Password resets come with your invitation",
      text: "Partner sign-in opens by invitation, so your manager resends your link.",
      link: { label: "Apply", to: "/contact-get-involved/partner-apply" },
    },
  },
};

function renderForm() {
  const Stub = createRoutesStub([{ path: "/partner-portal", Component: () => <PartnerLoginForm copy={copy} /> }]);
  render(<Stub initialEntries={["/partner-portal"]} />);
}

afterEach(cleanup);

describe("PartnerLoginForm", () => {
  it("has an e-mail field of type email, a password field, Forgot password and Sign In, and no validation (spec 2 §2/§5)", () => {
    renderForm();
    expect(screen.getByLabelText("Email")).toHaveProperty("type", "email");
    expect(screen.getByLabelText("Password")).toHaveProperty("type", "password");
    expect(screen.getAllByRole("button").map((button) => [button.textContent, button.getAttribute("type")])).toEqual([
      ["Forgot password?", "button"],
      ["Sign In", "submit"],
    ]);
    expect(document.querySelector("form")?.noValidate).toBe(true);
    expect([...document.querySelectorAll("input")].filter((input) => input.required)).toEqual([]);
  });

  it("on Sign In says that sign-in opens by invitation, links to the application and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "meera@dakshin.in");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toMatch(/^Partner sign-in opens by invitation/);
    expect(status.textContent).toContain("Nothing you typed here has been sent.");
    expect(status.querySelector("a")?.getAttribute("href")).toBe("/contact-get-involved/partner-apply");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("on Forgot password explains the same and links to the application", async () => {
    renderForm();
    expect(screen.getByRole("status").textContent).toBe("");
    await userEvent.setup().click(screen.getByRole("button", { name: "Forgot password?" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toMatch(/^Password resets come with your invitation/);
    expect(status.textContent).toContain("Partner sign-in opens by invitation");
    expect(status.querySelector("a")?.getAttribute("href")).toBe("/contact-get-involved/partner-apply");
  });

  it("gives the inputs no names, so nothing could be submitted even without JavaScript", () => {
    renderForm();
    const inputs = [...document.querySelectorAll("input")];
    expect(inputs.map((input) => input.type)).toEqual(["email", "password"]);
    expect(inputs.map((input) => input.getAttribute("name"))).toEqual([null, null]);
  });
});
