// @vitest-environment jsdom
import { act, cleanup, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { selfAssessmentsByPath } from "~/content/assessments";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import { SelfAssessmentForm } from "./self-assessment-form";

const assessment = selfAssessmentsByPath["/solutions-services/readiness-assessment"];
const island = <SelfAssessmentForm assessment={assessment} />;

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The answer `label` to the `index`th statement (0-based). */
function answer(container: HTMLElement, index: number, label: string): HTMLInputElement {
  const statement = container.querySelectorAll("fieldset")[index];
  if (!statement) throw new Error(`no statement ${index}`);
  return within(statement).getByLabelText<HTMLInputElement>(label);
}

const answeredCount = (container: HTMLElement) => within(container).getByTestId("answered-count").textContent;

describe("SelfAssessmentForm hydrating on first use", () => {
  it("counts the answers chosen before its code arrived, the last choice of each statement", async () => {
    const container = prerender(island);
    answer(container, 0, "Mostly").click();
    answer(container, 1, "Started").click();
    answer(container, 1, "Done, with evidence").click();
    expect(answeredCount(container)).toBe("0 of 24 statements answered");

    await hydrate(container, island);
    expect(answeredCount(container)).toBe("2 of 24 statements answered");
    expect(answer(container, 0, "Mostly").checked).toBe(true);
    expect(answer(container, 1, "Done, with evidence").checked).toBe(true);
    expect(answer(container, 1, "Started").checked).toBe(false);

    // Choices after hydration add to them.
    await act(async () => answer(container, 2, "Not yet").click());
    expect(answeredCount(container)).toBe("3 of 24 statements answered");
    await act(async () => answer(container, 0, "Started").click());
    expect(answeredCount(container)).toBe("3 of 24 statements answered");
    expect(answer(container, 0, "Mostly").checked).toBe(false);
  });

  it("scores the answers chosen before hydration with the rest", async () => {
    const container = prerender(island);
    const statements = container.querySelectorAll("fieldset").length;
    expect(statements).toBe(24);
    // Half the statements answered early with the top answer, the rest after hydration with none of the points.
    for (let i = 0; i < statements / 2; i++) answer(container, i, "Done, with evidence").click();
    await hydrate(container, island);
    for (let i = statements / 2; i < statements; i++) await act(async () => answer(container, i, "Not yet").click());
    expect(answeredCount(container)).toBe("24 of 24 statements answered");
    await act(async () => within(container).getByText("See My Result").click());
    expect(within(document.body).getByTestId("overall-score").textContent).toBe("50%");
  });

  it("starts with no answers when none was chosen", async () => {
    const container = prerender(island);
    await hydrate(container, island);
    expect(answeredCount(container)).toBe("0 of 24 statements answered");
  });
});
