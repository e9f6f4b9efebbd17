// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrate, prerender } from "./server-html.test-support";
import { useInputBeforeHydration } from "./use-input-before-hydration";

type Shown = { ticked: boolean; answer: string | null; search: string };
const nothingYet: Shown = { ticked: false, answer: null, search: "" };

const adopted = vi.fn<() => void>();

/** Controlled controls of each kind the islands hold, their state shown as text; `takesOver` turns the hook's reading off. */
function Controls({ takesOver = true }: { takesOver?: boolean }) {
  const [shown, setShown] = useState(nothingYet);
  const form = useRef<HTMLFormElement>(null);
  useInputBeforeHydration(form, (element) => {
    adopted();
    if (!takesOver) return;
    const data = new FormData(element);
    setShown({ ticked: data.has("plan"), answer: data.get("q1")?.toString() ?? null, search: data.get("search")?.toString() ?? "" });
  });
  return (
    <form ref={form} aria-label="controls">
      <input type="checkbox" name="plan" aria-label="Business plan" checked={shown.ticked} onChange={(e) => setShown({ ...shown, ticked: e.target.checked })} />
      {["Not yet", "Mostly"].map((label) => (
        <input key={label} type="radio" name="q1" aria-label={label} value={label} checked={shown.answer === label} onChange={() => setShown({ ...shown, answer: label })} />
      ))}
      <input type="search" name="search" aria-label="Search" value={shown.search} onChange={(e) => setShown({ ...shown, search: e.target.value })} />
      <output>{`ticked=${shown.ticked} answer=${shown.answer ?? "none"} search=${shown.search}`}</output>
    </form>
  );
}

const control = (container: HTMLElement, label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const shownIn = (container: HTMLElement) => container.querySelector("output")?.textContent;

/** What a visitor does while the island's code is on its way: the browser acts alone, no script listens. */
function actBeforeHydration(container: HTMLElement) {
  control(container, "Business plan").click();
  control(container, "Not yet").click();
  control(container, "Mostly").click();
  control(container, "Search").value = "cold storage";
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  adopted.mockClear();
});

describe("useInputBeforeHydration", () => {
  it("hands a tick, a choice and typed words made before hydration to the component's state", async () => {
    const container = prerender(<Controls />);
    actBeforeHydration(container);
    await hydrate(container, <Controls />);
    expect(shownIn(container)).toBe("ticked=true answer=Mostly search=cold storage");
    expect(control(container, "Business plan").checked).toBe(true);
    expect(control(container, "Mostly").checked).toBe(true);
    expect(control(container, "Not yet").checked).toBe(false);
    expect(control(container, "Search").value).toBe("cold storage");

    // From then on the controls and the state move together.
    await act(async () => control(container, "Business plan").click());
    expect(shownIn(container)).toBe("ticked=false answer=Mostly search=cold storage");
    expect(control(container, "Business plan").checked).toBe(false);
    await act(async () => control(container, "Not yet").click());
    expect(shownIn(container)).toBe("ticked=false answer=Not yet search=cold storage");
  });

  it("reads the controls once, when the island hydrates, not on the renders after", async () => {
    const container = prerender(<Controls />);
    await hydrate(container, <Controls />);
    expect(adopted).toHaveBeenCalledTimes(1);
    expect(shownIn(container)).toBe("ticked=false answer=none search=");
    await act(async () => control(container, "Business plan").click());
    await act(async () => control(container, "Mostly").click());
    expect(shownIn(container)).toBe("ticked=true answer=Mostly search=");
    expect(adopted).toHaveBeenCalledTimes(1);
  });

  it("is needed: without reading the controls, the state misses what was done before hydration", async () => {
    const container = prerender(<Controls takesOver={false} />);
    actBeforeHydration(container);
    await hydrate(container, <Controls takesOver={false} />);
    expect(control(container, "Business plan").checked).toBe(true);
    expect(shownIn(container)).toBe("ticked=false answer=none search=");
  });
});
