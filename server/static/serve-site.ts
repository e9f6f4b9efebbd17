import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { API_BASE_PATH, NOT_FOUND_PATH } from "../../contract/site-paths.ts";
import { sendRefusal } from "../security/failure-answers.ts";
import { isAdminPagePath } from "../../contract/staff-inbox/inbox-paths.ts";
import { type FormPostPages, sendThanksPage } from "../pages/form-post-pages.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import type { SiteFile, SiteFiles } from "./site-files.ts";

const MAX_PATH_LENGTH = 2048;

type ServeSiteOptions = {
  files: SiteFiles;
  https: boolean;
  /** The pages the build renders on demand (the thanks page of a plain form post); a path it has no page for is a file's. */
  formPostPages?: FormPostPages;
};

/** A page's Content-Security-Policy with its own inline-script hashes; none for other files. */
type PagePolicy = (file: SiteFile) => string | undefined;

/**
 * Serves the prerendered site: precompressed brotli or gzip when the browser
 * takes it, immutable caching for hashed assets, no-cache for pages, a CSP
 * with each page's own inline-script hashes, 301s for legacy and
 * trailing-slash paths, and the not-found page with HTTP 404.
 */
export function serveSite(app: FastifyInstance, { files, https, formPostPages }: ServeSiteOptions): void {
  const notFound = files.get(NOT_FOUND_PATH);
  // Each page's CSP, built on its first request rather than on every one.
  const policies = new WeakMap<SiteFile, string>();
  const pagePolicy: PagePolicy = (file) => {
    if (file.scriptHashes.length === 0 && !file.contentType.startsWith("text/html")) return undefined;
    let policy = policies.get(file);
    if (policy === undefined) {
      policy = contentSecurityPolicy(file.scriptHashes, { https });
      policies.set(file, policy);
    }
    return policy;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? "/";
    const queryAt = url.indexOf("?");
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : url.slice(queryAt);
    if (rawPath.length > MAX_PATH_LENGTH) return sendRefusal(reply, rawPath, 414);

    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return sendRefusal(reply, rawPath, 400);
    }
    if (path.includes("\0")) return sendRefusal(reply, rawPath, 400);

    const redirect = legacyRedirects[path];
    if (redirect) return reply.redirect(redirect, 301);
    if (isAdminPagePath(path)) return sendAdminShell(request, reply, files.spaFallback, pagePolicy);
    const rendered = formPostPages && sendThanksPage(request, reply, formPostPages, path);
    if (rendered) return rendered;
    if (path.length > 1 && path.endsWith("/")) {
      const bare = path.replace(/\/+$/, "") || "/";
      if (files.get(bare)) return reply.redirect(`${encodeURI(bare)}${query}`, 301);
    }

    const file = path === NOT_FOUND_PATH ? undefined : files.get(path);
    if (file) return send(request, reply, file, 200, pagePolicy);
    if (path.startsWith(`${API_BASE_PATH}/`) || !notFound) return sendRefusal(reply, path, 404);
    return send(request, reply, notFound, 404, pagePolicy);
  };

  app.get("/*", handler);
}

/**
 * The staff pages (/admin, /admin/...) are rendered in the browser from the
 * SPA shell: never cached, never indexed, with the shell's own CSP hashes.
 */
function sendAdminShell(request: FastifyRequest, reply: FastifyReply, shell: SiteFile | undefined, pagePolicy: PagePolicy) {
  if (!shell) return reply.code(404).type("text/plain").send("The staff inbox is not part of this build.");
  reply.header("X-Robots-Tag", "noindex, nofollow");
  return send(request, reply, shell, 200, pagePolicy, "no-store");
}

function send(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number, pagePolicy: PagePolicy, cacheControl?: string) {
  reply.header("Content-Type", file.contentType);
  reply.header("Cache-Control", cacheControl ?? (file.immutable ? "public, max-age=31536000, immutable" : "no-cache"));
  reply.header("ETag", file.etag);
  reply.header("Vary", "Accept-Encoding");
  const policy = pagePolicy(file);
  if (policy) reply.header("Content-Security-Policy", policy);
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();

  const accepts = String(request.headers["accept-encoding"] ?? "");
  let body: Buffer;
  if (file.br && /\bbr\b/.test(accepts)) {
    reply.header("Content-Encoding", "br");
    body = file.br;
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    reply.header("Content-Encoding", "gzip");
    body = file.gzip;
  } else {
    // Read only here: for a precompressed file it is unpacked on demand (site-files.ts).
    body = file.body;
  }
  reply.code(status);
  return request.method === "HEAD" ? reply.header("Content-Length", body.length).send() : reply.send(body);
}
