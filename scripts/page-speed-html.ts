// Build-time rewrites of the prerendered HTML that let a phone paint the page
// from the HTML alone (docs/decisions/0005-performance-budgets.md):
// - the rules of the stylesheet that the page uses are inlined, so no request
//   blocks the first paint and the HTML stays small;
// - the JavaScript starts loading only after the first paint, so on a slow
//   link it never competes with the HTML for bandwidth; the whole stylesheet
//   (for what scripts switch on and for the other pages) loads then too, and
//   React takes over the page once it is there.
// Both keep what React hydrates against: the <link rel="stylesheet"> element
// stays (disabled until the first paint) and the route modules and
// window.__reactRouterRouteModules are the ones React Router wrote.

// React Router adds "#" to the href of a stylesheet that a lazily loaded chunk
// also needs; the file is the same, and the link keeps the href React renders.
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"\/>/g;

/**
 * Each build stylesheet's content (as `readStylesheet` gives it: the rules
 * this page uses) as a <style> element in place of the link, the link kept
 * after it, disabled, for hydration and for the loader to switch on.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const inlined = html.replace(STYLESHEET, (_link, href: string, hash: string) => {
    const css = readStylesheet(href).replaceAll("</style", "<\\/style");
    return `<style>${css}</style><link rel="stylesheet" href="${href}${hash}" disabled=""/>`;
  });
  if (/<link rel="stylesheet"(?![^>]*disabled)/.test(inlined)) throw new Error("inlineStylesheets: a stylesheet link of an unexpected shape would block the first paint");
  return inlined;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"(\/assets\/[^"]+\.js)";$/gm;
/** The large chunks every page shares (scripts/client-chunks.ts), evaluated one per task before the route modules. */
const STAGED_CHUNK = /^\/assets\/(framework|shared)-[\w-]+\.js$/;

/**
 * Turns React Router's module loader into one that waits for the first paint:
 * the module preloads leave the <head> and are added by the script after the
 * paint, and its static imports become dynamic ones. A page that is hidden
 * (opened in a background tab) loads at once. React and React Router, then the
 * shared chunk, then the route modules, then the router's entry are each
 * evaluated in a task of their own, so that no one task blocks the main thread
 * long on a slow phone. Throws when the HTML does not
 * have the shape React Router writes, so a router upgrade cannot silently
 * undo this.
 */
export function deferModuleLoading(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const script = ROUTER_MODULE_SCRIPT.exec(html);
  if (!script) {
    if (preloads.length === 0) return html;
    throw new Error("deferModuleLoading: module preloads without React Router's module script");
  }
  const body = script[1] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || !rest.includes("window.__reactRouterRouteModules") || !/^import\("\/assets\/[^"]+\.js"\);$/m.test(rest)) {
    throw new Error("deferModuleLoading: React Router's module script has an unexpected shape");
  }
  const names = imports.map((m) => m[1] ?? "");
  const urls = imports.map((m) => JSON.stringify(m[2]));
  const entry = /^import\(("\/assets\/[^"]+\.js")\);$/m.exec(rest);
  const stages = preloads.filter((url) => STAGED_CHUNK.test(url));
  const deferred = [
    `const preloads = ${JSON.stringify(preloads)};`,
    'await new Promise((painted) => (document.visibilityState === "hidden" ? painted() : requestAnimationFrame(() => setTimeout(painted))));',
    // The whole stylesheet, for what scripts switch on: hydration waits for it (at most 3 s).
    'const styled = Promise.all([...document.querySelectorAll(\'link[rel="stylesheet"][disabled]\')].map((link) => new Promise((done) => { link.addEventListener("load", done, { once: true }); link.addEventListener("error", done, { once: true }); link.disabled = false; })));',
    'for (const href of preloads) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "const nextTask = () => new Promise((next) => setTimeout(next));",
    `for (const stage of ${JSON.stringify(stages)}) { await import(stage); await nextTask(); }`,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`,
    rest.replace(entry?.[0] ?? "", ""),
    "await Promise.race([styled, new Promise((late) => setTimeout(late, 3000))]);",
    "await nextTask();",
    entry?.[0] ?? "",
  ]
    .join("\n")
    .replace(/\n{2,}/g, "\n");
  return html.replace(MODULE_PRELOAD, "").replace(ROUTER_MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}

const MANIFEST = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/;

/**
 * React Router's route manifest without each route's list of module imports:
 * the browser only reads those lists to preload a route's modules when a link
 * asks for prefetching, which no link of this site does, and they are half
 * the manifest that every page loads. Throws on an unexpected shape.
 */
export function slimRouterManifest(script: string): string {
  const json = MANIFEST.exec(script.trim())?.[1];
  if (!json) throw new Error("slimRouterManifest: not React Router's manifest script");
  const manifest = JSON.parse(json) as { entry?: { imports?: unknown }; routes?: Record<string, { imports?: unknown }> };
  if (!manifest.routes) throw new Error("slimRouterManifest: the manifest has no routes");
  for (const route of Object.values(manifest.routes)) delete route.imports;
  return `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
}
