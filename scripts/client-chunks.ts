// How the browser's JavaScript is cut into files (vite.config.ts). Fewer, larger
// files compress better and cost fewer requests on a phone's slow link:
// - "framework": React and React Router, the same on every page;
// - "shared": the page shell (the app modules the root or the standard layout
//   import, loaded on every page anyway) and the app modules that twenty or more
//   route modules import. Modules only lazily loaded code imports (static
//   content, which a page needs only after a client-side navigation) do not
//   count: they stay out of every page's first load.
// Everything else stays with the route (or the lazily loaded part) that imports it.

type ModuleInfo = { importers: readonly string[] };
export type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null };

const FRAMEWORK_MODULE = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
/** Vite's helper for lazily loaded modules: every page imports some. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const APP_MODULE = /[\\/]app[\\/]/;
/** The route modules every page loads (as React Router's entries, which add a query): the root and the site's page layout. */
const SHELL_ROUTE_MODULE = /[\\/]app[\\/](root|layout[\\/]standard-layout)\.tsx(\?|$)/;
/** React Router's route entries: a route module with the query its build adds. */
const ROUTE_ENTRY = /\?__react-router-build-client-route/;
/** An app module this many route modules import belongs in the shared chunk. */
export const MIN_SHARING_ROUTES = 20;

/**
 * The entries (route modules, lazily imported modules) that import a module,
 * statically and through any chain of modules; an entry is a module nothing
 * imports statically.
 */
export function entriesImporting(moduleId: string, context: ChunkingContext): Set<string> {
  const entries = new Set<string>();
  const seen = new Set<string>([moduleId]);
  const pending = [moduleId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const importers = context.getModuleInfo(id)?.importers ?? [];
    if (importers.length === 0 && id !== moduleId) entries.add(id);
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        pending.push(importer);
      }
    }
  }
  return entries;
}

/** The chunk an app module goes to: "shared" for the shell and widely shared modules, else its route's. */
export function clientChunkName(moduleId: string, context: ChunkingContext): string | null {
  if (FRAMEWORK_MODULE.test(moduleId)) return "framework";
  if (moduleId === PRELOAD_HELPER) return "shared";
  // React Router's route entries (the route modules with its query) stay files of their own.
  if (!APP_MODULE.test(moduleId) || moduleId.includes("?")) return null;
  const entries = [...entriesImporting(moduleId, context)];
  const inShell = entries.some((entry) => SHELL_ROUTE_MODULE.test(entry));
  const routes = entries.filter((entry) => ROUTE_ENTRY.test(entry)).length;
  return inShell || routes >= MIN_SHARING_ROUTES ? "shared" : null;
}

export const clientChunks = { groups: [{ debugName: "framework and shared", name: clientChunkName }] };

/**
 * The chunks every page loads before any of its code runs: React and React
 * Router, the shared chunk and the bundler's runtime (as Vite names their files).
 */
const SHELL_CHUNK_FILE = /(^|\/)assets\/(framework|shared|rolldown-runtime)-[\w-]{8}\.js$/;

/**
 * A lazily loaded module's dependencies to preload with it (Vite's
 * modulePreload.resolveDependencies), without the shell's chunks: those are
 * loaded already, and naming them again costs bytes in every route module.
 */
export function withoutShellChunks(dependencies: readonly string[]): string[] {
  return dependencies.filter((file) => !SHELL_CHUNK_FILE.test(file));
}
