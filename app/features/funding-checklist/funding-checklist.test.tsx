// @vitest-environment jsdom
import { act, cleanup, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ChecklistCopy, ChecklistItem } from "~/features/audience-hub/audience-copy";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import { FundingChecklist } from "./funding-checklist";
import { readEntries } from "../../../tests/support/content-entries";

// The checklist as app/content/audiences/entrepreneurs-startups.yaml writes it.
const entrepreneursPage = readEntries("audiences").find((entry) => entry.id === "entrepreneurs-startups")?.data as { fundingReadiness: ChecklistCopy & { items: ChecklistItem[] } };
const { items: fundingChecklist, ...checklistCopy } = entrepreneursPage.fundingReadiness;

const island = <FundingChecklist items={fundingChecklist} copy={checklistCopy} />;

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("FundingChecklist hydrating on first use", () => {
  it("counts the boxes ticked before its code arrived, and every tick after", async () => {
    const container = prerender(island);
    const page = within(container);
    const box = (name: RegExp) => page.getByRole<HTMLInputElement>("checkbox", { name });
    box(/Business plan/).click();
    box(/Pitch deck/).click();
    expect(page.getByTestId("readiness-percent").textContent).toBe("0%");

    await hydrate(container, island);
    expect(page.getByTestId("readiness-percent").textContent).toBe("25%");
    expect(page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
    expect(page.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("25%, 2 of 8 items ready");
    expect(page.getByText(/^A start\. Work through the tips/)).toBeTruthy();
    expect(box(/Business plan/).checked).toBe(true);

    await act(async () => box(/Business plan/).click());
    expect(page.getByTestId("readiness-percent").textContent).toBe("13%");
    expect(box(/Business plan/).checked).toBe(false);
    expect(box(/Pitch deck/).checked).toBe(true);
  });

  it("starts at 0% when nothing was ticked", async () => {
    const container = prerender(island);
    await hydrate(container, island);
    expect(within(container).getByTestId("readiness-percent").textContent).toBe("0%");
  });
});
