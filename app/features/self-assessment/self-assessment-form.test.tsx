// @vitest-environment jsdom
import { act, cleanup, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hydrate, prerender } from "~/lib/server-html.test-support";
import type { SelfAssessment } from "./assessment-types";
import { SelfAssessmentForm } from "./self-assessment-form";

/** Two dimensions of two statements each, on a 0-3 scale. */
const assessment: SelfAssessment = {
  name: "Test Readiness Assessment",
  scale: [
    { label: "Not yet", points: 0 },
    { label: "Started", points: 1 },
    { label: "Mostly", points: 2 },
    { label: "Done, with evidence", points: 3 },
  ],
  dimensions: [
    { id: "problem", name: "Problem", description: "The problem.", advice: "Talk to customers.", questions: [{ id: "p1", statement: "We know the problem." }, { id: "p2", statement: "We know who has it." }] },
    { id: "team", name: "Team", description: "The team.", advice: "Agree roles.", questions: [{ id: "t1", statement: "We cover the skills." }, { id: "t2", statement: "Roles are agreed." }] },
  ],
  recommendations: [
    { minPercent: 50, level: "Ready", text: "Go on.", primary: { label: "Explore Catalyst", to: "/solutions-services/catalyst-program" } },
    { minPercent: 0, level: "Exploring", text: "Start small.", primary: { label: "Explore Wanapreneur", to: "/solutions-services/wanapreneur-programs" } },
  ],
};
const copy = { privacyNote: "Your answers stay in this browser.", noScriptNote: "Scoring needs JavaScript." };
const island = <SelfAssessmentForm assessment={assessment} copy={copy} />;

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
    expect(answeredCount(container)).toBe("0 of 4 statements answered");

    await hydrate(container, island);
    expect(answeredCount(container)).toBe("2 of 4 statements answered");
    expect(answer(container, 0, "Mostly").checked).toBe(true);
    expect(answer(container, 1, "Done, with evidence").checked).toBe(true);
    expect(answer(container, 1, "Started").checked).toBe(false);

    // Choices after hydration add to them.
    await act(async () => answer(container, 2, "Not yet").click());
    expect(answeredCount(container)).toBe("3 of 4 statements answered");
    await act(async () => answer(container, 0, "Started").click());
    expect(answeredCount(container)).toBe("3 of 4 statements answered");
    expect(answer(container, 0, "Mostly").checked).toBe(false);
  });

  it("scores the answers chosen before hydration with the rest", async () => {
    const container = prerender(island);
    const statements = container.querySelectorAll("fieldset").length;
    expect(statements).toBe(4);
    // Half the statements answered early with the top answer, the rest after hydration with none of the points.
    for (let i = 0; i < statements / 2; i++) answer(container, i, "Done, with evidence").click();
    await hydrate(container, island);
    for (let i = statements / 2; i < statements; i++) await act(async () => answer(container, i, "Not yet").click());
    expect(answeredCount(container)).toBe("4 of 4 statements answered");
    await act(async () => within(container).getByText("See My Result").click());
    expect(within(document.body).getByTestId("overall-score").textContent).toBe("50%");
  });

  it("starts with no answers when none was chosen", async () => {
    const container = prerender(island);
    await hydrate(container, island);
    expect(answeredCount(container)).toBe("0 of 4 statements answered");
  });
});
