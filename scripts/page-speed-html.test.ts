import { describe, expect, it } from "vitest";
import { deferModuleLoading, inlineStylesheets, slimRouterManifest } from "./page-speed-html.ts";

// The shape React Router 8 writes into a prerendered page.
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>FAQ | Ankur</title>',
  '<link rel="modulepreload" href="/assets/manifest-3dad2b14.js"/><link rel="modulepreload" href="/assets/entry.client-Dq.js"/>',
  '<link rel="modulepreload" href="/assets/framework-Ab_1.js"/><link rel="modulepreload" href="/assets/root-B_.js"/>',
  '<link rel="modulepreload" href="/assets/shared-x-Y.js"/><link rel="modulepreload" href="/assets/faq-Cd.js"/>',
  '<link rel="stylesheet" href="/assets/root-Bk.css"/></head><body><h1>FAQ</h1>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-3dad2b14.js";\nimport * as route0 from "/assets/root-B_.js";\nimport * as route1 from "/assets/faq-Cd.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};\n\nimport("/assets/entry.client-Dq.js");</script>',
  "</body></html>",
].join("");

describe("inlineStylesheets", () => {
  it("puts the stylesheet's rules in a <style> and keeps the link, disabled, for hydration", () => {
    const html = inlineStylesheets(page, (href) => (href === "/assets/root-Bk.css" ? "h1{color:#1e318a}" : ""));
    expect(html).toContain('<style>h1{color:#1e318a}</style><link rel="stylesheet" href="/assets/root-Bk.css" disabled=""/>');
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it("cannot be closed early by the stylesheet's text", () => {
    expect(inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toContain('content:"<\\/style>"');
  });
});

describe("deferModuleLoading", () => {
  const html = deferModuleLoading(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("takes the module preloads out of the head", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
  });

  it("waits for the first paint (or loads at once in a hidden tab), then preloads the same modules", () => {
    expect(script).toContain('const preloads = ["/assets/manifest-3dad2b14.js","/assets/entry.client-Dq.js","/assets/framework-Ab_1.js","/assets/root-B_.js","/assets/shared-x-Y.js","/assets/faq-Cd.js"];');
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('document.visibilityState === "hidden"');
  });

  it("switches the whole stylesheet on after the paint and starts React only once it is there (or after 3 s)", () => {
    expect(script).toContain("link.disabled = false");
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("link.disabled = false"));
    expect(script.indexOf("Promise.race([styled")).toBeLessThan(script.indexOf('import("/assets/entry.client-Dq.js")'));
  });

  it("evaluates React and React Router, then the shared chunk, each in a task of its own before the route modules", () => {
    const stages = 'for (const stage of ["/assets/framework-Ab_1.js","/assets/shared-x-Y.js"]) { await import(stage); await nextTask(); }';
    expect(script).toContain(stages);
    expect(script).toContain("const nextTask = () => new Promise((next) => setTimeout(next));");
    expect(script.indexOf("modulepreload")).toBeLessThan(script.indexOf(stages));
    expect(script.indexOf(stages)).toBeLessThan(script.indexOf("await Promise.all([import("));
    expect(script.indexOf("await nextTask();\nimport(\"/assets/entry.client-Dq.js\")")).toBeGreaterThan(script.indexOf("Promise.race([styled"));
  });

  it("imports the route modules dynamically under their names, then starts the router as before", () => {
    expect(script).toContain('const [, route0, route1] = await Promise.all([import("/assets/manifest-3dad2b14.js"), import("/assets/root-B_.js"), import("/assets/faq-Cd.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-Dq.js");')).toBe(true);
    expect(script).not.toMatch(/^import /m);
  });

  it("leaves a page without scripts alone and refuses a module script it does not know", () => {
    expect(deferModuleLoading("<html><body><h1>Static</h1></body></html>")).toBe("<html><body><h1>Static</h1></body></html>");
    expect(() => deferModuleLoading(page.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(/unexpected shape/);
  });
});

describe("slimRouterManifest", () => {
  it("drops each route's module imports and keeps everything else", () => {
    const manifest = {
      entry: { module: "/assets/entry.client-Dq.js", imports: ["/assets/framework.js"], css: [] },
      routes: { root: { id: "root", path: "", hasLoader: false, module: "/assets/root-B_.js", imports: ["/assets/shared.js"], css: [] } },
      url: "/assets/manifest-3dad2b14.js",
      version: "3dad2b14",
    };
    const slim = slimRouterManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    const parsed = JSON.parse(slim.slice("window.__reactRouterManifest=".length, -1));
    expect(parsed.routes.root).toEqual({ id: "root", path: "", hasLoader: false, module: "/assets/root-B_.js", css: [] });
    expect(parsed.entry).toEqual(manifest.entry);
    expect(parsed.version).toBe("3dad2b14");
  });

  it("refuses anything else", () => {
    expect(() => slimRouterManifest("console.log(1)")).toThrow(/not React Router's manifest/);
  });
});

describe("inlineStylesheets with React Router's shapes", () => {
  it("reads a stylesheet whose href ends in '#' (one a lazily loaded chunk also needs) and keeps that href", () => {
    const html = inlineStylesheets('<head><link rel="stylesheet" href="/assets/shared-Bk.css#"/></head>', (href) => (href === "/assets/shared-Bk.css" ? "p{margin:0}" : "?"));
    expect(html).toBe('<head><style>p{margin:0}</style><link rel="stylesheet" href="/assets/shared-Bk.css#" disabled=""/></head>');
  });

  it("refuses a stylesheet link it does not know, which would block the first paint", () => {
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/a.css" media="print"/>', () => "")).toThrow(/unexpected shape/);
  });
});
