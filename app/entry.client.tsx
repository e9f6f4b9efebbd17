import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type RouteObject, matchRoutes } from "react-router";
import { HydratedRouter } from "react-router/dom";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string };
type RouterWindow = Window & {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  __reactRouterRouteModules?: Record<string, unknown>;
};

/**
 * The server answers an unknown path with the prerendered 404 page. Where the
 * path matches a parameterised route (/blog/nope), the router would match a
 * route whose module that page did not load, render nothing while it loads,
 * and React would keep the prerendered body beside its own render. Loading
 * the modules of the current path's routes first keeps hydration exact.
 */
async function loadRouteModulesForLocation(): Promise<void> {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: modules } = window as RouterWindow;
  if (!manifest || !modules) return;
  const routes = Object.values(manifest.routes);
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: tree(route.id) }));
  const matches = matchRoutes(tree(undefined), window.location) ?? [];
  await Promise.all(
    matches
      .map((match) => match.route.id)
      .filter((id): id is string => id !== undefined && !(id in modules))
      .map(async (id) => {
        modules[id] = await import(/* @vite-ignore */ manifest.routes[id]!.module);
      }),
  );
}

void loadRouteModulesForLocation().finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
