// @vitest-environment jsdom
import { act, cleanup, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadFormPostState } from "../../../contract/leads/form-post-state.ts";
import { NDA_ACCEPTED_IN_FORM, NDA_NOT_ACCEPTED } from "../../../contract/leads/investor-access.ts";
import InvestorAccessForm from "./investor-access-form";

// The investor form as the page's HTML has it (no script: the NDA is a box
// to tick under its terms), and once its island has hydrated (the NDA is the
// dialog again, the box gone).

const BOX = "I have read and accept the NDA";

/** The island's server HTML in the page, as Astro writes it. */
function prerender(initial?: LeadFormPostState): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<InvestorAccessForm initial={initial} />);
  document.body.append(container);
  return container;
}

const ndaControls = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>("input[name=ndaAcceptedAt]")];

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("InvestorAccessForm without its script", () => {
  it("asks for the NDA with a required box that sends the contract's literal, the terms readable above it", () => {
    const page = within(prerender());
    const box = page.getByRole("checkbox", { name: BOX });
    expect(box).toHaveProperty("checked", false);
    expect(box).toHaveProperty("required", true);
    expect(box.getAttribute("value")).toBe(NDA_ACCEPTED_IN_FORM);
    expect(box.getAttribute("name")).toBe("ndaAcceptedAt");
    const terms = page.getByText("Read the Non-Disclosure Agreement").closest("details")!;
    expect(terms.open).toBe(false);
    expect(terms.textContent).toContain("You will use pitch decks, financials and data-room documents only to evaluate a possible investment.");
    // The box is the only ndaAcceptedAt the browser's post carries.
    expect(ndaControls(page.getByRole("form") as HTMLElement)).toHaveLength(1);
  });

  it("shows a refused post's NDA message beside the box and in the summary, the box as it came", () => {
    const refused = prerender({ values: { name: "Vikram", ndaAcceptedAt: "" }, fieldErrors: { ndaAcceptedAt: NDA_NOT_ACCEPTED } });
    const box = within(refused).getByRole("checkbox", { name: BOX });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe(NDA_NOT_ACCEPTED);
    expect(within(refused).getByRole("link", { name: `${BOX}: ${NDA_NOT_ACCEPTED}` }).getAttribute("href")).toBe(`#${box.id}`);
    expect(box).toHaveProperty("checked", false);
    // One form at a time: the second would share the first one's ids.
    refused.remove();

    const ticked = prerender({ values: { ndaAcceptedAt: NDA_ACCEPTED_IN_FORM }, fieldErrors: { name: "Please enter your name." } });
    expect(within(ticked).getByRole("checkbox", { name: BOX })).toHaveProperty("checked", true);
  });
});

describe("InvestorAccessForm once hydrated", () => {
  it("drops the box for the dialog's hidden stamp, with no hydration mismatch", async () => {
    const container = prerender();
    const recoverable = vi.fn<(error: unknown) => void>();
    await act(async () => {
      hydrateRoot(container, <InvestorAccessForm />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).queryByRole("checkbox", { name: BOX })).toBeNull();
    expect(within(container).queryByText("Read the Non-Disclosure Agreement")).toBeNull();
    const [stamp, ...others] = ndaControls(container);
    expect(others).toHaveLength(0);
    expect(stamp?.type).toBe("hidden");
    expect(stamp?.value).toBe("");
    expect(container.querySelector("form")?.dataset.ready).toBe("true");
  });
});
