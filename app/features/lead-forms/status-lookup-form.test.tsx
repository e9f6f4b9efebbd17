// @vitest-environment jsdom
import { act, cleanup, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import StatusLookupForm, { type StatusLookupFormProps } from "./status-lookup-form";

// The lookup as the server renders it for a browser's plain post
// (app/pages/forms/application-status.astro): the outcome in place, the form
// holding what was typed; and the same once its island has hydrated.

const NOT_FOUND = "We could not find an application with this Application ID and e-mail address. Please check both against your confirmation e-mail.";

// What each status means comes from app/content/application-status-page.yaml through the page; a fixture here.
const meanings = {
  received: "It waits for the next round.",
  "under-review": "Someone is reading it.",
  shortlisted: "You are on the shortlist.",
  closed: "We have written to you.",
};

function prerender(props: Omit<StatusLookupFormProps, "meanings">): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<StatusLookupForm meanings={meanings} {...props} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("StatusLookupForm rendered with a plain post's answer", () => {
  const typed = { applicationId: "inc-2026-7kq3m9", email: "asha@kisan.in" };

  it("shows the status found in the island's words, the typed ID and address still in the form", () => {
    const page = within(prerender({ initial: { values: typed, fieldErrors: {} }, found: { applicationId: "INC-2026-7KQ3M9", status: "under-review" } }));
    const outcome = page.getByRole("status");
    expect(outcome.textContent).toBe(
      "Application INC-2026-7KQ3M9: Under reviewSomeone is reading it.",
    );
    expect(page.getByRole("textbox", { name: "Application ID" })).toHaveProperty("value", typed.applicationId);
    expect(page.getByRole("textbox", { name: "Email" })).toHaveProperty("value", typed.email);
  });

  it("shows why none was found above the button, and a malformed ID's message beside its field", () => {
    const notFound = prerender({ initial: { values: typed, fieldErrors: {}, formError: NOT_FOUND } });
    expect(within(notFound).getByRole("alert").textContent).toBe(NOT_FOUND);
    expect(within(notFound).getByRole("status").textContent).toBe("");
    notFound.remove();

    const malformed = within(
      prerender({
        initial: { values: { applicationId: "12345", email: "asha@kisan.in" }, fieldErrors: { applicationId: "Please enter the Application ID from your confirmation, such as INC-2026-7KQ3M9." }, formError: "Please correct the highlighted fields and try again." },
      }),
    );
    const id = malformed.getByRole("textbox", { name: "Application ID" });
    expect(id).toHaveProperty("value", "12345");
    expect(id.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(id.getAttribute("aria-describedby")!)?.textContent).toBe("Please enter the Application ID from your confirmation, such as INC-2026-7KQ3M9.");
  });

  it("hydrates over it with no mismatch, keeping the status", async () => {
    const props: StatusLookupFormProps = { meanings, initial: { values: typed, fieldErrors: {} }, found: { applicationId: "INC-2026-7KQ3M9", status: "shortlisted" } };
    const container = prerender(props);
    const recoverable = vi.fn<(error: unknown) => void>();
    await act(async () => {
      hydrateRoot(container, <StatusLookupForm {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("form")?.dataset.ready).toBe("true");
    expect(within(container).getByRole("status").textContent).toContain("Application INC-2026-7KQ3M9: Shortlisted");
  });
});
