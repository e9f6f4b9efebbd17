import type { FastifyReply, FastifyRequest } from "fastify";
import type { RenderedPageLocals } from "../../contract/rendered-pages.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../static/content-security-policy.ts";
import type { PageRenderer } from "./page-renderer.ts";

/**
 * Longest wait for a page: the renderer works in memory, so a page late by
 * this much is stuck, and the visitor gets the text answer instead of a
 * request that hangs.
 */
export const PAGE_RENDER_TIMEOUT_MS = 5_000;

export type RenderedPageAnswer = {
  renderer: PageRenderer;
  /** The page's address as the renderer sees it (Astro.url): the site's origin, the page's path. */
  url: URL;
  locals: RenderedPageLocals;
  status: number;
  https: boolean;
  /** What the visitor reads when the page cannot be rendered: the same news as plain text. */
  fallbackText: string;
  timeoutMs?: number;
};

/**
 * Sends a page rendered on demand: with the security headers (onSend), a
 * CSP that allows exactly its own inline scripts (Astro's island loader and
 * the layout's small scripts) by hash, never cached, never indexed. If the
 * renderer fails or takes too long, the answer is fallbackText with the
 * same status: what the page would have said is never lost, and nothing hangs.
 */
export async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, answer: RenderedPageAnswer): Promise<FastifyReply> {
  reply.header("Cache-Control", "no-store");
  reply.header("X-Robots-Tag", "noindex");
  let html: string;
  try {
    html = await withinTime(renderHtml(answer), answer.timeoutMs ?? PAGE_RENDER_TIMEOUT_MS);
  } catch (error) {
    request.log.error({ err: error, page: answer.url.pathname }, "could not render a page; answered with its text");
    return reply.code(answer.status).type("text/plain; charset=utf-8").send(answer.fallbackText);
  }
  reply.header("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), { https: answer.https }));
  return reply.code(answer.status).type("text/html; charset=utf-8").send(html);
}

async function renderHtml({ renderer, url, locals }: RenderedPageAnswer): Promise<string> {
  const response = await renderer.render(new Request(url, { headers: { accept: "text/html" } }), locals);
  if (response.status !== 200) throw new Error(`the renderer answered ${response.status} for ${url.pathname}`);
  return response.text();
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
