import type { FastifyInstance } from "fastify";

export type RouteEntry = { method: string; url: string };

/**
 * Every route the app has, read from Fastify's own route table
 * (printRoutes), so a test that walks it cannot miss a route added later.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const url = `${parents[depth - 1] ?? ""}${match[2] ?? ""}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim()).filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}
