import { describe, expect, it } from "vitest";
import { type ChunkingContext, MIN_SHARING_ROUTES, clientChunkName, entriesImporting, withoutShellChunks } from "./client-chunks";

const APP = "/site/app";
const entry = (path: string) => `${APP}/${path}?__react-router-build-client-route`;

/** A module graph given as "module → its importers". */
function graph(importers: Record<string, string[]>): ChunkingContext {
  return { getModuleInfo: (id) => ({ importers: importers[id] ?? [] }) };
}

describe("entriesImporting", () => {
  it("follows importers up to the modules nothing imports", () => {
    const context = graph({
      [`${APP}/components/icon.tsx`]: [`${APP}/layout/site-header.tsx`, `${APP}/routes/faq.tsx`],
      [`${APP}/layout/site-header.tsx`]: [`${APP}/layout/standard-layout.tsx`],
      [`${APP}/layout/standard-layout.tsx`]: [entry("layout/standard-layout.tsx")],
      [`${APP}/routes/faq.tsx`]: [entry("routes/faq.tsx")],
    });
    expect([...entriesImporting(`${APP}/components/icon.tsx`, context)].sort()).toEqual([entry("layout/standard-layout.tsx"), entry("routes/faq.tsx")]);
  });

  it("ends on import cycles", () => {
    const context = graph({ [`${APP}/a.ts`]: [`${APP}/b.ts`], [`${APP}/b.ts`]: [`${APP}/a.ts`, entry("routes/x.tsx")] });
    expect([...entriesImporting(`${APP}/a.ts`, context)]).toEqual([entry("routes/x.tsx")]);
  });
});

describe("clientChunkName", () => {
  it("puts React and React Router in the framework chunk", () => {
    expect(clientChunkName("/site/node_modules/react-dom/cjs/react-dom-client.production.js", graph({}))).toBe("framework");
    expect(clientChunkName("/site/node_modules/react-router/dist/index.mjs", graph({}))).toBe("framework");
  });

  it("puts what the root or the standard layout imports in the shared chunk, however few routes use it", () => {
    const context = graph({
      [`${APP}/layout/nav-highlight.ts`]: [`${APP}/layout/desktop-nav.tsx`],
      [`${APP}/layout/desktop-nav.tsx`]: [`${APP}/layout/standard-layout.tsx`],
      [`${APP}/layout/standard-layout.tsx`]: [entry("layout/standard-layout.tsx")],
      [`${APP}/layout/not-found-content.tsx`]: [`${APP}/root.tsx`],
      [`${APP}/root.tsx`]: [entry("root.tsx")],
    });
    expect(clientChunkName(`${APP}/layout/nav-highlight.ts`, context)).toBe("shared");
    expect(clientChunkName(`${APP}/layout/not-found-content.tsx`, context)).toBe("shared");
    expect(clientChunkName(`${APP}/layout/standard-layout.tsx`, context)).toBe("shared");
  });

  it("puts Vite's preload helper, which every page's lazily loaded parts use, in the shared chunk", () => {
    expect(clientChunkName("\0vite/preload-helper.js", graph({}))).toBe("shared");
  });

  it("leaves React Router's route entries as files of their own", () => {
    expect(clientChunkName(entry("root.tsx"), graph({}))).toBeNull();
    expect(clientChunkName(entry("routes/faq.tsx"), graph({}))).toBeNull();
  });

  it(`shares an app module with ${MIN_SHARING_ROUTES} or more routes, and leaves it with fewer`, () => {
    const routes = (count: number) => Array.from({ length: count }, (_, i) => entry(`routes/page-${i}.tsx`));
    expect(clientChunkName(`${APP}/components/card-grid.tsx`, graph({ [`${APP}/components/card-grid.tsx`]: routes(MIN_SHARING_ROUTES) }))).toBe("shared");
    expect(clientChunkName(`${APP}/components/modal.tsx`, graph({ [`${APP}/components/modal.tsx`]: routes(MIN_SHARING_ROUTES - 1) }))).toBeNull();
  });

  it("does not count the lazily loaded modules that import an app module", () => {
    const lazyModules = Array.from({ length: MIN_SHARING_ROUTES }, (_, i) => `${APP}/features/page-${i}/page-${i}-content.tsx`);
    const context = graph({ [`${APP}/components/card-grid.tsx`]: [...lazyModules, entry("routes/faq.tsx")] });
    expect(clientChunkName(`${APP}/components/card-grid.tsx`, context)).toBeNull();
  });

  it("leaves a lazily loaded module (nothing imports it statically) and modules outside the app alone", () => {
    expect(clientChunkName(`${APP}/features/support-chat/support-chat-panel.tsx`, graph({}))).toBeNull();
    expect(clientChunkName("/site/node_modules/zod/v4/classic/schemas.js", graph({}))).toBeNull();
  });
});

describe("withoutShellChunks", () => {
  it("leaves the chunks every page has loaded out of a lazy module's preload list, and keeps the rest (a module merely named 'shared-…' too)", () => {
    expect(
      withoutShellChunks([
        "assets/framework-A6zp0azc.js",
        "assets/shared-2In2c3SW.js",
        "assets/rolldown-runtime-XKyaHtl9.js",
        "assets/card-grid-DSEUEHj1.js",
        "assets/shared-reviews-x1.js",
        "assets/about-us-content-CiP9yB6j.js",
      ]),
    ).toEqual(["assets/card-grid-DSEUEHj1.js", "assets/shared-reviews-x1.js", "assets/about-us-content-CiP9yB6j.js"]);
  });
});
