import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./static/content-security-policy.ts";

/**
 * Security headers on every answer. Pages set their own CSP with their inline
 * script hashes (static/serve-site.ts); everything else gets the strict one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // The same as the CSP's frame-ancestors 'none', for browsers that know only the older header.
    frameguard: { action: "deny" },
  });
  const defaultCsp = contentSecurityPolicy([], { https });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", defaultCsp);
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    return payload;
  });
}
