// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import firstUse, { plainButtonOf } from "./first-use-directive";

/** An island with the directive on it; `loaded` lets the test decide when its code arrives. */
function islandWith(html: string) {
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
  void firstUse(load, { name: "first-use", value: "" }, island);
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

describe("plainButtonOf", () => {
  it("finds the script-only button around a target, and nothing else", () => {
    document.body.innerHTML = '<button type="button" id="plain"><svg><use></use></svg></button><button id="submit">Go</button><p>text</p>';
    expect(plainButtonOf(document.querySelector("use"))?.id).toBe("plain");
    expect(plainButtonOf(document.querySelector("#submit"))).toBeNull();
    expect(plainButtonOf(document.querySelector("p"))).toBeNull();
    expect(plainButtonOf(null)).toBeNull();
  });
});
