import type { RenderedPageLocals } from "../../contract/rendered-pages.ts";
import type { PageRenderer } from "./page-renderer.ts";

/** The inline script of the fake pages, whose hash the page's CSP must name. */
export const FAKE_PAGE_SCRIPT = "document.documentElement.dataset.rendered = 'yes';";

export type RenderedCall = { url: string; locals: RenderedPageLocals };

/**
 * A stand-in for the Astro build's renderer in the API tests: it writes down
 * what it was asked to render and answers a small page with one inline
 * script, or fails, or never answers, as a test needs.
 */
export function fakePageRenderer(behaviour: "renders" | "fails" | "hangs" | "absent" = "renders"): PageRenderer & { calls: RenderedCall[] } {
  const calls: RenderedCall[] = [];
  return {
    calls,
    available: () => behaviour !== "absent",
    render: async (request, locals) => {
      calls.push({ url: request.url, locals });
      if (behaviour === "fails") throw new Error("the renderer broke");
      if (behaviour === "hangs") return new Promise<Response>(() => {});
      const body = `<!doctype html><html><head><script>${FAKE_PAGE_SCRIPT}</script></head><body><h1>${new URL(request.url).pathname}</h1></body></html>`;
      return new Response(body, { headers: { "content-type": "text/html" } });
    },
  };
}
