import type { FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./static/content-security-policy.ts";

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/**
 * The headers every answer carries: helmet's defaults with this site's
 * choices (no CSP of helmet's own, HSTS behind TLS only, the referrer policy,
 * X-Frame-Options DENY for browsers that know no frame-ancestors, no COEP),
 * the strict default CSP and the Permissions-Policy. The same list is in
 * deploy/nginx/security-headers.conf; security-headers.test.ts holds it to
 * what @fastify/helmet sends with these options.
 *
 * Written out rather than run through helmet on each request: @fastify/helmet
 * builds helmet's eleven middlewares for every request and sets their headers
 * on the raw response, which also puts Node's writeHead on its slow path; that
 * was a fifth of the CPU and of the garbage of a static page.
 */
export function securityHeaders({ https }: { https: boolean }): Readonly<Record<string, string>> {
  return {
    "content-security-policy": contentSecurityPolicy([], { https }),
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/** Types a page only ever loads into itself (a stylesheet, a font, a raster image): never a document, so a document's headers do nothing there. */
const SUBRESOURCE_TYPE = /^(text\/css|font\/|image\/(avif|webp|png|jpeg|gif|x-icon|vnd\.microsoft\.icon))/i;
/** An SVG image is a document when opened on its own: it keeps a policy, a short one (no script, no fetch, no framing). */
const SVG_TYPE = /^image\/svg\+xml/i;
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The headers of an answer of a subresource type: what still applies to it
 * (no sniffing it into another type, no embedding by other sites). The rest
 * (CSP, framing, referrer, permissions…) governs documents only; on HTTP/1.1
 * it cost about 750 bytes on each stylesheet, font, icon and image.
 */
export function subresourceHeaders(contentType: string): Readonly<Record<string, string>> | undefined {
  const kept = { "cross-origin-resource-policy": "same-origin", "x-content-type-options": "nosniff" };
  if (SUBRESOURCE_TYPE.test(contentType)) return kept;
  if (SVG_TYPE.test(contentType)) return { "content-security-policy": SVG_CONTENT_SECURITY_POLICY, ...kept };
  return undefined;
}

/**
 * Security headers on every answer, errors included (onSend runs for each).
 * A header the route set itself stays: pages set their own CSP with their
 * inline script hashes (static/serve-site.ts); other documents (JSON, scripts,
 * errors) get the strict one; stylesheets, fonts and images only what applies
 * to them (subresourceHeaders).
 */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): void {
  const headers = Object.entries(securityHeaders({ https }));
  app.addHook("onSend", (_request, reply, payload, done) => {
    const contentType = reply.getHeader("content-type");
    const subresource = typeof contentType === "string" ? subresourceHeaders(contentType) : undefined;
    for (const [name, value] of subresource ? Object.entries(subresource) : headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
