import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hydratesUnprompted, inlineScriptGzipBytes, inlineScripts, islandName, islandsAboveFold, pageWeight } from "./page-load-weight.ts";

describe("inlineScripts", () => {
  it("takes classic and module scripts written in the page, not files, JSON-LD or empty ones", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import("/x.js")</script>',
      '<script type="text/javascript">b()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="module" src="/assets/island.js"></script>',
      "<script>  </script>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import("/x.js")', "b()"]);
  });
});

describe("inlineScriptGzipBytes", () => {
  it("is the gzip of the inline scripts together, and 0 without any", () => {
    expect(inlineScriptGzipBytes('<script type="application/ld+json">{}</script>')).toBe(0);
    const bytes = inlineScriptGzipBytes(`<script>${"customElements.define('astro-island',x);".repeat(20)}</script>`);
    expect(bytes).toBeGreaterThan(20);
    expect(bytes).toBeLessThan(200);
  });

  it("is the length of one gzip -9 stream of the scripts joined by line breaks", () => {
    expect(inlineScriptGzipBytes("<script>a()</script><p>x</p><script>b()</script>")).toBe(gzipSync("a()\nb()", { level: 9 }).length);
  });
});

describe("pageWeight", () => {
  const html = "<html><head></head><body>x</body></html>";

  it("adds script bodies, and every response's headers and body as transferred", () => {
    const weight = pageWeight("/faq", 200, html, [
      { type: "document", bodyBytes: 14_000, headerBytes: 1_300 },
      { type: "stylesheet", bodyBytes: 11_000, headerBytes: 1_000 },
      { type: "script", bodyBytes: 110_000, headerBytes: 1_000 },
      { type: "script", bodyBytes: 600, headerBytes: 1_000 },
    ]);
    expect(weight).toEqual({ route: "/faq", status: 200, scriptBytes: 110_600, inlineScriptBytes: 0, scriptFiles: 2, transferredBytes: 139_900, requests: 4, islandsAboveFold: [] });
  });

  it("counts nothing for a response from the memory cache (a negative body as large as its headers)", () => {
    const weight = pageWeight("/", 200, html, [
      { type: "document", bodyBytes: 1_000, headerBytes: 500 },
      { type: "script", bodyBytes: -969, headerBytes: 969 },
    ]);
    expect(weight).toMatchObject({ scriptBytes: 0, scriptFiles: 0, transferredBytes: 1_500, requests: 1 });
  });

  it("counts the inline scripts gzipped as script", () => {
    const page = "<script>document.documentElement.dataset.scrolled=String(scrollY>10)</script>";
    const weight = pageWeight("/", 200, page, [{ type: "document", bodyBytes: 900, headerBytes: 500 }]);
    expect(weight.inlineScriptBytes).toBe(inlineScriptGzipBytes(page));
    expect(weight.scriptBytes).toBe(weight.inlineScriptBytes);
    expect(weight.scriptBytes).toBeGreaterThan(0);
  });
});

// The `opts` attribute as Astro writes it on an <astro-island>.
const opts = (name: string, value: unknown) => JSON.stringify({ name, value });

describe("hydratesUnprompted", () => {
  it("is false only for client:first-use without a rootMargin, which waits for a press, focus or pointer", () => {
    expect(hydratesUnprompted({ client: "first-use", opts: opts("SupportChatIsland", true) })).toBe(false);
    expect(hydratesUnprompted({ client: "first-use", opts: opts("HomeTestimonials", { rootMargin: "300px" }) })).toBe(true);
    expect(hydratesUnprompted({ client: "visible", opts: opts("OfficeMap", true) })).toBe(true);
    expect(hydratesUnprompted({ client: "load", opts: "" })).toBe(true);
  });
});

describe("islandName", () => {
  it("is the component's name from opts, or the directive when opts lacks one", () => {
    expect(islandName({ client: "visible", opts: opts("OfficeMap", true) })).toBe("OfficeMap");
    expect(islandName({ client: "idle", opts: "not json" })).toBe("client:idle");
  });
});

describe("islandsAboveFold", () => {
  it("names the islands in the first screen that hydrate unprompted: not the chat launcher waiting for use, not a carousel further down", () => {
    expect(
      islandsAboveFold([
        { client: "first-use", opts: opts("SupportChatIsland", true), inFirstScreen: true },
        { client: "first-use", opts: opts("HomeTestimonials", { rootMargin: "300px" }), inFirstScreen: false },
        { client: "visible", opts: opts("HeroCarousel", true), inFirstScreen: true },
      ]),
    ).toEqual(["HeroCarousel"]);
  });
});

describe("pageWeight with islands", () => {
  it("carries the islands above the fold", () => {
    const weight = pageWeight("/", 200, "", [{ type: "document", bodyBytes: 900, headerBytes: 500 }], [{ client: "load", opts: opts("Hero", true), inFirstScreen: true }]);
    expect(weight.islandsAboveFold).toEqual(["Hero"]);
  });
});
