// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { holdFarImages } from "./near-images";

const blank = (width: number, height: number) => `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'%3E%3C/svg%3E`;

/** An IntersectionObserver stand-in: the test says which pictures come near. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      report = callback;
      margins.push(options?.rootMargin);
    }
    observe(target: Element) {
      observed.add(target);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
  }
  const margins: (string | undefined)[] = [];
  const comeNear = (target: Element) => report([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { Observer: FakeObserver as unknown as typeof IntersectionObserver, observed, comeNear, margins };
}

function setUp(body: string) {
  document.body.innerHTML = body;
  const fake = fakeObserver();
  const printListeners: (() => void)[] = [];
  holdFarImages(document, { IntersectionObserver: fake.Observer, MutationObserver, addEventListener: (_type, listener) => printListeners.push(listener) });
  return { ...fake, print: () => printListeners.forEach((listener) => listener()) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lazy pictures held until near", () => {
  it("holds back a lazy picture's src and its sources' srcsets, keeping its size, and leaves eager and unsized ones alone", () => {
    const { observed, margins } = setUp(
      '<img id="eager" src="/covers/a.svg" alt="" width="40" height="40"><picture><source type="image/avif" srcset="/photos/p-640.avif 640w"><img id="lazy" src="/photos/p-640.webp" srcset="/photos/p-640.webp 640w" loading="lazy" alt="" width="640" height="360"></picture><img id="unsized" src="/covers/b.svg" loading="lazy" alt="">',
    );
    const lazy = document.getElementById("lazy") as HTMLImageElement;
    expect(document.getElementById("eager")?.getAttribute("src")).toBe("/covers/a.svg");
    expect([lazy.getAttribute("src"), lazy.getAttribute("srcset"), lazy.dataset.nearSrc]).toEqual([blank(640, 360), null, "/photos/p-640.webp"]);
    expect(document.getElementById("unsized")?.getAttribute("src")).toBe("/covers/b.svg");
    expect(document.querySelector("source")?.hasAttribute("srcset")).toBe(false);
    expect([...observed]).toEqual([lazy]);
    expect(margins).toEqual(["100% 100%"]);
  });

  it("puts everything back when the picture comes within a screen", () => {
    const { observed, comeNear } = setUp('<picture><source srcset="/photos/p-640.avif 640w"><img src="/photos/p-640.webp" srcset="/photos/p-640.webp 640w" loading="lazy" alt="" width="640" height="360"></picture>');
    const img = document.querySelector("img") as HTMLImageElement;
    comeNear(img);
    expect([img.getAttribute("src"), img.getAttribute("srcset"), document.querySelector("source")?.getAttribute("srcset")]).toEqual(["/photos/p-640.webp", "/photos/p-640.webp 640w", "/photos/p-640.avif 640w"]);
    expect(img.hasAttribute("data-near-src")).toBe(false);
    expect(observed.size).toBe(0);
  });

  it("holds pictures added later (an island's), and keeps a src a component set meanwhile", async () => {
    const { comeNear } = setUp("<div id='list'></div>");
    document.getElementById("list")!.innerHTML = '<img src="/portraits/priya.svg" loading="lazy" alt="" width="40" height="40">';
    await flush();
    const img = document.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("src")).toBe(blank(40, 40));
    img.setAttribute("src", "/portraits/rohit.svg");
    comeNear(img);
    expect(img.getAttribute("src")).toBe("/portraits/rohit.svg");
  });

  it("shows every held picture when the page is printed", () => {
    const { print } = setUp('<img src="/covers/a.svg" loading="lazy" alt="" width="640" height="360"><img src="/covers/b.svg" loading="lazy" alt="" width="640" height="360">');
    print();
    expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual(["/covers/a.svg", "/covers/b.svg"]);
  });

  it("does nothing where the browser has no IntersectionObserver", () => {
    document.body.innerHTML = '<img src="/covers/a.svg" loading="lazy" alt="" width="640" height="360">';
    holdFarImages(document, { MutationObserver, addEventListener: () => {} });
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/covers/a.svg");
  });
});
