// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_LOAD_FAILED } from "./lead-form-kit";
import { onDemand } from "./on-demand";
import { OnDemandForm } from "./on-demand-form";

function GreetingForm({ who }: { who: string }) {
  return (
    <form aria-label="Greeting">
      <label>
        Name <input data-autofocus="" defaultValue={who} />
      </label>
    </form>
  );
}

/** Inside an open dialog, with focus on its close button, as the modal leaves it when its form is not there yet. */
function inDialog(ui: ReactNode) {
  return (
    <dialog open>
      <button type="button">Close</button>
      {ui}
    </dialog>
  );
}

afterEach(cleanup);

describe("OnDemandForm", () => {
  it("says it is loading, then shows the form and moves focus to its first field", async () => {
    let arrive: (form: typeof GreetingForm) => void = () => undefined;
    const form = onDemand(() => new Promise<typeof GreetingForm>((resolve) => (arrive = resolve)));
    render(inDialog(<OnDemandForm form={form} props={{ who: "Asha" }} />));
    screen.getByRole("button", { name: "Close" }).focus();
    expect(screen.getByRole("status").textContent).toBe("Loading the form...");
    await act(async () => arrive(GreetingForm));
    expect(screen.getByRole("form", { name: "Greeting" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
  });

  it("shows the form at once once it has been loaded", async () => {
    const form = onDemand(() => Promise.resolve(GreetingForm));
    await form.get();
    render(<OnDemandForm form={form} props={{ who: "Asha" }} />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "Asha");
  });

  it("a form that cannot be loaded: a clear message and Try again, which loads it and focuses its first field", async () => {
    const load = vi.fn<() => Promise<typeof GreetingForm>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValueOnce(GreetingForm);
    render(inDialog(<OnDemandForm form={onDemand(load)} props={{ who: "Asha" }} />));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(FORM_LOAD_FAILED));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("form", { name: "Greeting" })).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
