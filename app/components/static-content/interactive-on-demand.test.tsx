// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Link } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { interactiveOnFirstUse, interactiveWhenVisible } from "./interactive-on-demand";
import { page, prerendered } from "./prerendered-page.test-support";

/** Called whenever the counter's code renders. */
const counterRendered = vi.fn<() => void>();

function Counter({ start }: { start: number }) {
  counterRendered();
  const [count, setCount] = useState(start);
  return (
    <section>
      <p data-testid="count">{count}</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add one
      </button>
      <Link to="/contact">Write to us</Link>
    </section>
  );
}

/** jsdom has no IntersectionObserver: this one lets the test say when the piece comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  comeIntoView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function observerOf(element: Element) {
  return FakeIntersectionObserver.instances.find((observer) => !observer.disconnected && observer.observed.includes(element));
}

async function hydratedCounter(load: () => Promise<{ default: typeof Counter }>, onDemand = interactiveWhenVisible) {
  const Piece = onDemand(load);
  const container = document.createElement("div");
  container.innerHTML = await prerendered(page(<Piece start={3} />));
  document.body.append(container);
  counterRendered.mockClear();
  await act(async () => {
    hydrateRoot(container, page(<Piece start={3} />));
  });
  return container;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("interactiveWhenVisible", () => {
  it("hydrates the prerendered markup without its code, then renders it with its code when it comes near the viewport", async () => {
    const load = vi.fn<() => Promise<{ default: typeof Counter }>>(async () => ({ default: Counter }));
    const container = await hydratedCounter(load);
    load.mockClear();
    expect(counterRendered).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    const section = container.querySelector("section")!;
    const observer = observerOf(section);
    expect(observer?.options?.rootMargin).toBe("300px");
    expect(container.querySelector("[data-interactive]")).toBeNull();

    // Before its code is there, a press on the button does nothing yet.
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("3");

    await act(async () => observer!.comeIntoView());
    expect(load).toHaveBeenCalled();
    expect(counterRendered).toHaveBeenCalled();
    expect(container.querySelector("[data-interactive] section")).not.toBeNull();
    // ...and is pressed again once it is: the visitor's press is not lost.
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("4");
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("5");
  });

  it("keeps keyboard focus on the same control when the markup is replaced", async () => {
    const container = await hydratedCounter(async () => ({ default: Counter }));
    container.querySelector("button")!.focus();
    await act(async () => observerOf(container.querySelector("section")!)!.comeIntoView());
    expect(counterRendered).toHaveBeenCalled();
    expect(document.activeElement).toBe(container.querySelector("button"));
    expect(document.activeElement?.textContent).toBe("Add one");
  });

  it("keeps the markup, and its links working, when the code cannot load", async () => {
    let online = true;
    const container = await hydratedCounter(async () => (online ? { default: Counter } : Promise.reject(new Error("offline"))));
    online = false;
    await act(async () => observerOf(container.querySelector("section")!)!.comeIntoView());
    expect(counterRendered).not.toHaveBeenCalled();
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("3");

    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector("a")!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector("[data-testid=where]")?.textContent).toBe("/contact");
  });

  it("renders with its code at once when it mounts after hydration (a client-side navigation)", async () => {
    const Fresh = interactiveWhenVisible(async () => ({ default: Counter }));
    const fresh = document.createElement("div");
    document.body.append(fresh);
    const freshRoot = createRoot(fresh);
    await act(async () => freshRoot.render(page(<Fresh start={7} />)));
    expect(fresh.querySelector("[data-testid=count]")?.textContent).toBe("7");
    expect(FakeIntersectionObserver.instances).toEqual([]);
    freshRoot.unmount();
  });
});

/** A module load that, once the page has hydrated, finishes when the test says so. */
function heldLoad() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter })));
  const gate = { holding: false };
  const load = vi.fn<() => Promise<{ default: typeof Counter }>>(async () => (gate.holding ? arrived : { default: Counter }));
  return { load, arrive, gate };
}

/** The counter on first use, hydrated; its module is held back from then on, until `arrive`. */
async function heldCounterOnFirstUse() {
  const { load, arrive, gate } = heldLoad();
  const container = await hydratedCounter(load, interactiveOnFirstUse);
  gate.holding = true;
  load.mockClear();
  return { container, load, arrive };
}

const fire = (target: Element, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));

describe("interactiveOnFirstUse", () => {
  it("loads its code only when a pointer or keyboard focus comes to it, keeping focus where it was", async () => {
    const { container, load, arrive } = await heldCounterOnFirstUse();
    await act(async () => fire(container.querySelector("section")!, "mouseover"));
    expect(load).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances).toEqual([]);

    await act(async () => container.querySelector("button")!.focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(counterRendered).not.toHaveBeenCalled();
    await act(async () => arrive());
    expect(counterRendered).toHaveBeenCalled();
    expect(container.querySelector("[data-interactive] section")).not.toBeNull();
    expect(document.activeElement).toBe(container.querySelector("button"));
  });

  it("loads its code on a click with no pointer or focus before it (a screen reader's), and carries the click over", async () => {
    const container = await hydratedCounter(async () => ({ default: Counter }), interactiveOnFirstUse);
    await act(async () => container.querySelector("button")!.click());
    expect(counterRendered).toHaveBeenCalled();
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("4");
  });

  it("lets a press under way when the code arrives end on the markup, then carries it over", async () => {
    const { container, load, arrive } = await heldCounterOnFirstUse();
    const button = container.querySelector("button")!;
    await act(async () => fire(button, "pointerover"));
    expect(load).toHaveBeenCalled();
    await act(async () => fire(button, "pointerdown"));
    await act(async () => arrive());
    // The finger is still down: the button it pressed stays in place.
    expect(counterRendered).not.toHaveBeenCalled();
    expect(button.isConnected).toBe(true);

    await act(async () => {
      fire(button, "pointerup");
      button.click();
    });
    expect(counterRendered).toHaveBeenCalled();
    expect(container.querySelector("[data-testid=count]")?.textContent).toBe("4");
  });

  it("lets a word being composed (a phone's keyboard, an input method) be committed on the markup before the code renders", async () => {
    const { container, load, arrive } = await heldCounterOnFirstUse();
    const button = container.querySelector("button")!;
    await act(async () => button.focus());
    expect(load).toHaveBeenCalled();
    await act(async () => fire(button, "compositionstart"));
    await act(async () => arrive());
    expect(counterRendered).not.toHaveBeenCalled();
    expect(button.isConnected).toBe(true);

    await act(async () => fire(button, "compositionend"));
    expect(counterRendered).toHaveBeenCalled();
    expect(document.activeElement).toBe(container.querySelector("button"));
  });
});
