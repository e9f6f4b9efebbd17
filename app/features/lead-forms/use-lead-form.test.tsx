// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputField } from "./form-fields";
import { KIT_LOAD_FAILED, type LeadFormKit } from "./lead-form-kit";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

type Values = { name: string; email: string };

/** A kit like the contact form's: both fields required; send resolves with "sent". */
function testKit(send = vi.fn<(request: Values) => Promise<string>>(() => Promise.resolve("sent"))) {
  const kit: LeadFormKit<Values, Values, string> = {
    validate: (values) => {
      const fieldErrors: Record<string, string> = {};
      if (!values.name.trim()) fieldErrors.name = "Please enter your name.";
      if (!values.email.trim()) fieldErrors.email = "Please enter your e-mail address.";
      return Object.keys(fieldErrors).length === 0 ? { ok: true, request: values } : { ok: false, message: "Please fill in all required fields", fieldErrors };
    },
    send,
    errorText: () => "Network error occurred",
    fieldErrorsOf: () => ({}),
  };
  return { kit, send };
}

const initialValues: Values = { name: "", email: "" };

function TestForm({ loadKit }: { loadKit: () => Promise<LeadFormKit<Values, Values, string>> }) {
  const { formRef, messageRef, ...form } = useLeadForm({ formId: "test", initialValues, loadKit });
  return (
    <LeadFormFrame
      form={form}
      formRef={formRef}
      messageRef={messageRef}
      label="Test form"
      success={form.state.status === "submitted" ? <p>Thank you</p> : undefined}
      submitLabel="Send Message"
      busyLabel="Sending..."
    >
      <InputField field={form.field("name")} label="Name" required />
      <InputField field={form.field("email")} label="Email" type="email" required />
    </LeadFormFrame>
  );
}

const name = () => screen.getByRole("textbox", { name: /^Name/ });
const email = () => screen.getByRole("textbox", { name: /^Email/ });

afterEach(cleanup);

describe("useLeadForm's kit, loaded on demand", () => {
  it("is not loaded with the form; the first focus, press or input in the form loads it, once", async () => {
    const { kit } = testKit();
    const loadKit = vi.fn<() => Promise<LeadFormKit<Values, Values, string>>>(() => Promise.resolve(kit));
    render(<TestForm loadKit={loadKit} />);
    expect(loadKit).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(name());
    expect(loadKit).toHaveBeenCalledTimes(1);
    await user.type(name(), "Priya");
    await user.click(email());
    await user.type(email(), "priya@sahyadri-agro.in");
    expect(loadKit).toHaveBeenCalledTimes(1);
  });

  it("a submit before the kit has arrived waits for it, is sent once, and a second submit meanwhile is the same submit", async () => {
    const arrival = Promise.withResolvers<LeadFormKit<Values, Values, string>>(); // a load the test settles by hand
    const { kit, send } = testKit();
    const loadKit = vi.fn<() => Promise<LeadFormKit<Values, Values, string>>>(() => arrival.promise);
    render(<TestForm loadKit={loadKit} />);
    const form = screen.getByRole("form", { name: "Test form" });
    // The first focus starts the load; it has not arrived when the visitor submits, twice.
    const user = userEvent.setup();
    await user.type(name(), "Priya");
    await user.type(email(), "priya@sahyadri-agro.in");
    act(() => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeTruthy();
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(send).not.toHaveBeenCalled();
    await act(async () => arrival.resolve(kit));
    await waitFor(() => expect(screen.getByText("Thank you")).toBeTruthy());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "Priya", email: "priya@sahyadri-agro.in" });
    expect(loadKit).toHaveBeenCalledTimes(1);
  });

  it("checks the values once the kit has arrived: the messages, and focus on the first invalid field", async () => {
    const arrival = Promise.withResolvers<LeadFormKit<Values, Values, string>>(); // a load the test settles by hand
    const { kit, send } = testKit();
    render(<TestForm loadKit={() => arrival.promise} />);
    const user = userEvent.setup();
    await user.type(email(), "priya@sahyadri-agro.in");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(async () => arrival.resolve(kit));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Please fill in all required fields"));
    await waitFor(() => expect(document.activeElement).toBe(name()));
    expect(name().getAttribute("aria-invalid")).toBe("true");
    expect(send).not.toHaveBeenCalled();
  });

  it("a kit that cannot be loaded: a clear message, every value kept; submitting again loads it and sends", async () => {
    const { kit, send } = testKit();
    const loadKit = vi
      .fn<() => Promise<LeadFormKit<Values, Values, string>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(kit);
    render(<TestForm loadKit={loadKit} />);
    const user = userEvent.setup();
    await user.type(name(), "Priya");
    await user.type(email(), "priya@sahyadri-agro.in");
    // The load the first focus started failed quietly, and typing on does not retry it; the submit does, and fails too.
    expect(loadKit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(KIT_LOAD_FAILED));
    expect(name()).toHaveProperty("value", "Priya");
    expect(email()).toHaveProperty("value", "priya@sahyadri-agro.in");
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveProperty("disabled", false);
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByText("Thank you")).toBeTruthy());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "Priya", email: "priya@sahyadri-agro.in" });
    expect(loadKit).toHaveBeenCalledTimes(3);
  });

  it("with the kit loaded, a submit is checked and sent at once, as before", async () => {
    const { kit, send } = testKit();
    render(<TestForm loadKit={() => Promise.resolve(kit)} />);
    const user = userEvent.setup();
    await user.type(name(), "Priya");
    await user.type(email(), "priya@sahyadri-agro.in");
    const form = screen.getByRole("form", { name: "Test form" });
    act(() => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("Thank you")).toBeTruthy());
  });
});
