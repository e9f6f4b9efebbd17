// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import firstUse, { plainButtonOf } from "./first-use-directive";

/** An island with the directive on it; `loaded` lets the test decide when its code arrives. */
function islandWith(html: string, value: unknown = "") {
  const island = document.createElement("astro-island");
  island.innerHTML = html;
  document.body.replaceChildren(island);
  let arrive: () => void = () => undefined;
  const hydrated = vi.fn<() => void>();
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn<() => Promise<() => Promise<void>>>(async () => {
    await code;
    return async () => hydrated();
  });
  void firstUse(load, { name: "first-use", value: value as string }, island);
  return { island, load, hydrated, arrive };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const click = (target: Element) => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("client:first-use", () => {
  it("loads nothing until the island is first reached for", async () => {
    const { load } = islandWith('<button type="button">Open</button>');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("presses a button again once hydrated when the press landed on its icon before the code", async () => {
    const { island, load, hydrated, arrive } = islandWith('<button type="button"><svg><use></use></svg></button>');
    const button = island.querySelector("button");
    const presses = vi.fn<() => void>();
    button?.addEventListener("click", (event) => event.isTrusted || presses());
    island.querySelector("svg")?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    click(island.querySelector("use") as Element);
    presses.mockClear();
    arrive();
    await settle();
    expect(hydrated).toHaveBeenCalledOnce();
    expect(presses).toHaveBeenCalledOnce();
  });

  it("does not press again what acts without script: a submit button, a link", async () => {
    const { island, arrive } = islandWith('<button type="submit">Send</button><a href="#x">Link</a>');
    const submit = island.querySelector("button") as HTMLButtonElement;
    const again = vi.spyOn(submit, "click");
    click(submit);
    click(island.querySelector("a") as Element);
    arrive();
    await settle();
    expect(again).not.toHaveBeenCalled();
  });
});

describe("client:first-use={{ rootMargin }}", () => {
  /** jsdom has no IntersectionObserver: this one reports what the test says, for the elements observed. */
  function observeNearView() {
    const observed: Element[] = [];
    let report: (intersecting: boolean) => void = () => undefined;
    const margins: string[] = [];
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: { rootMargin: string }) {
        margins.push(init.rootMargin);
        report = (isIntersecting) => callback(observed.map(() => ({ isIntersecting })));
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {
        observed.length = 0;
      }
    }
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    return { observed, margins, report: (intersecting: boolean) => report(intersecting) };
  }

  it("loads when the island comes near the viewport, watching its children with the margin given", async () => {
    const view = observeNearView();
    const { island, load, hydrated, arrive } = islandWith('<div class="carousel"><button type="button">Next</button></div>', { rootMargin: "300px" });
    expect(view.margins).toEqual(["300px"]);
    expect(view.observed).toEqual([island.firstElementChild]);
    view.report(false);
    expect(load).not.toHaveBeenCalled();
    view.report(true);
    expect(load).toHaveBeenCalledOnce();
    arrive();
    await settle();
    expect(hydrated).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("presses again a button pressed while the code loads after coming near, and loads once", async () => {
    const view = observeNearView();
    const { island, load, arrive } = islandWith('<button type="button">Next</button>', { rootMargin: "300px" });
    const button = island.querySelector("button") as HTMLButtonElement;
    const presses = vi.fn<() => void>();
    button.addEventListener("click", (event) => event.isTrusted || presses());
    view.report(true);
    click(button);
    presses.mockClear();
    arrive();
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(presses).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("without a margin watches nothing", () => {
    const view = observeNearView();
    islandWith("<button type=\"button\">Open</button>");
    expect(view.margins).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe("plainButtonOf", () => {
  it("finds the script-only button around a target, and nothing else", () => {
    document.body.innerHTML = '<button type="button" id="plain"><svg><use></use></svg></button><button id="submit">Go</button><p>text</p>';
    expect(plainButtonOf(document.querySelector("use"))?.id).toBe("plain");
    expect(plainButtonOf(document.querySelector("#submit"))).toBeNull();
    expect(plainButtonOf(document.querySelector("p"))).toBeNull();
    expect(plainButtonOf(null)).toBeNull();
  });
});
