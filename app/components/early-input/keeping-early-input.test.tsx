// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { type ComponentType, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepingEarlyInput } from "./keeping-early-input";

const changed = vi.fn<(what: string) => void>();

/** Controlled controls of every kind the islands hold, their state shown as text. */
function Controls() {
  const [ticked, setTicked] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [note, setNote] = useState("");
  return (
    <form aria-label="controls">
      <input type="checkbox" aria-label="Business plan" checked={ticked} onChange={() => (changed("tick"), setTicked((t) => !t))} />
      {["Not yet", "Mostly"].map((label) => (
        <input key={label} type="radio" name="q1" aria-label={label} value={label} checked={answer === label} onChange={() => (changed("answer"), setAnswer(label))} />
      ))}
      <input type="search" aria-label="Search" value={search} onChange={(e) => (changed("search"), setSearch(e.target.value))} />
      <textarea aria-label="Note" value={note} onChange={(e) => (changed("note"), setNote(e.target.value))} />
      <input type="file" aria-label="Deck" />
      <output>{`ticked=${ticked} answer=${answer ?? "none"} search=${search} note=${note}`}</output>
    </form>
  );
}

/** The island's server HTML in the page, as Astro writes it. */
function prerender(Island: ComponentType): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Island />);
  document.body.append(container);
  return container;
}

const control = (container: HTMLElement, label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;

/** What a visitor does while the island's code is on its way: the browser acts alone. */
function actBeforeHydration(container: HTMLElement) {
  control(container, "Business plan").click();
  control(container, "Mostly").click();
  control(container, "Search").value = "cold storage";
  control(container, "Note").value = "Seed round";
}

async function hydrate(container: HTMLElement, Island: ComponentType) {
  await act(async () => {
    hydrateRoot(container, <Island />);
  });
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  changed.mockClear();
});

describe("keepingEarlyInput", () => {
  it("hands a tick, a choice and typed text made before hydration to the component's state", async () => {
    const Island = keepingEarlyInput(Controls);
    const container = prerender(Island);
    actBeforeHydration(container);
    await hydrate(container, Island);
    expect(container.querySelector("output")?.textContent).toBe("ticked=true answer=Mostly search=cold storage note=Seed round");
    expect(control(container, "Business plan").checked).toBe(true);
    expect(control(container, "Mostly").checked).toBe(true);
    expect(control(container, "Not yet").checked).toBe(false);
    expect(control(container, "Search").value).toBe("cold storage");

    // From then on the controls and the state move together.
    await act(async () => control(container, "Business plan").click());
    expect(container.querySelector("output")?.textContent).toMatch(/^ticked=false /);
    expect(control(container, "Business plan").checked).toBe(false);
  });

  it("changes nothing when the visitor did nothing before hydration", async () => {
    const Island = keepingEarlyInput(Controls);
    const container = prerender(Island);
    await hydrate(container, Island);
    expect(changed).not.toHaveBeenCalled();
    expect(container.querySelector("output")?.textContent).toBe("ticked=false answer=none search= note=");
  });

  it("is needed: without it, the state misses what was done before hydration", async () => {
    const container = prerender(Controls);
    actBeforeHydration(container);
    await hydrate(container, Controls);
    expect(control(container, "Business plan").checked).toBe(true);
    expect(container.querySelector("output")?.textContent).toBe("ticked=false answer=none search= note=");
  });
});
