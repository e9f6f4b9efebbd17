import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API_BASE_PATH } from "../../contract/site-paths.ts";
import { FAILURE_TEXT } from "../api/leads/lead-answers.ts";
import { securityHeaders } from "../security-headers.ts";

/** What the server says when a request fails before any route of ours could answer it. */
export const REQUEST_FAILURE_TEXT = {
  badRequest: "The request could not be read. Please reload the page and try again.",
  notFound: "Not found",
  uriTooLong: "The address is too long.",
  timeout: "The request took too long to arrive. Please check your connection and try again.",
  tooLarge: "The request is too large to send.",
  unsupportedType: "This address does not take content of that type.",
  headersTooLarge: "The request's headers are too large. Please clear this site's cookies and try again.",
  unexpected: FAILURE_TEXT.unexpected,
} as const;

function textFor(status: number): string {
  switch (status) {
    case 404:
      return REQUEST_FAILURE_TEXT.notFound;
    case 408:
      return REQUEST_FAILURE_TEXT.timeout;
    case 413:
      return REQUEST_FAILURE_TEXT.tooLarge;
    case 414:
      return REQUEST_FAILURE_TEXT.uriTooLong;
    case 415:
      return REQUEST_FAILURE_TEXT.unsupportedType;
    case 431:
      return REQUEST_FAILURE_TEXT.headersTooLarge;
    default:
      return status < 500 ? REQUEST_FAILURE_TEXT.badRequest : REQUEST_FAILURE_TEXT.unexpected;
  }
}

function isApiPath(url = ""): boolean {
  const path = url.split("?")[0];
  return path === API_BASE_PATH || (path ?? "").startsWith(`${API_BASE_PATH}/`);
}

/**
 * A request refused before any endpoint of ours answered it (here, or by the
 * site's file server): never cached; under /api the API's
 * `{ success: false, message }`, elsewhere the message as plain text.
 */
export function sendRefusal(reply: FastifyReply, url: string | undefined, status: number): FastifyReply {
  reply.code(status).header("Cache-Control", "no-store");
  const message = textFor(status);
  if (isApiPath(url)) return reply.send({ success: false, message });
  return reply.type("text/plain; charset=utf-8").send(message);
}

/**
 * One way to answer every failure Fastify or Node would otherwise answer in
 * their own words: under /api the API's `{ success: false, message }`,
 * elsewhere the message as plain text; always with the security headers and
 * no-store. The lead and admin endpoints keep their own error handlers with
 * their own texts; this covers the rest of the app (health, readiness, the
 * site) and what happens before a route is found.
 */
export function failureAnswers({ https }: { https: boolean }) {
  const headers = Object.entries(securityHeaders({ https }));

  function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number) {
    // A framework error's reply skips the onSend hooks (it has no route), so the headers are set here.
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return sendRefusal(reply, request.raw.url, status);
  }

  /** Errors of the routes without a handler of their own, and of Fastify itself (body parsing, limits). */
  function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "unexpected error");
    else request.log.info({ code: error.code, status }, "request refused");
    return sendFailure(request, reply, status);
  }

  /**
   * Fastify's `frameworkErrors`: what the router meets before any route or
   * hook runs (a URL that is not valid percent-encoding, an over-long
   * parameter). Fastify would answer these with bare JSON of its own.
   */
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    errorHandler(error, request, reply);
  }

  /**
   * Node's `clientError`: HTTP that cannot be parsed (an unknown method, a
   * bad Content-Length, headers too large) and the request timeout (408).
   * There is no request to route, often not even a path, so the answer is
   * always the API's JSON; then the connection is closed.
   */
  function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    this.log.debug({ code: error.code }, "client error");
    // As Node does: answer only if no answer to a request on this connection has begun.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error.code);
    const body = JSON.stringify({ success: false, message: textFor(status) });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "Connection: close",
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy());
  }

  /** The root error and not-found handlers (a POST to an unknown path, a method no route takes). */
  function register(app: FastifyInstance) {
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 404));
  }

  return { frameworkErrors, clientErrorHandler, register };
}

/** Node's own choice of status for a client error (lib/_http_server.js). */
function clientErrorStatus(code: string | undefined): number {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413;
  return 400;
}
