import type { FastifyInstance } from "fastify";

/** Liveness: the process answers. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get("/api/health", async () => ({ status: "ok" }));
}
