import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRoute } from "../../contract/leads/lead-paths.ts";
import { useStandInSite } from "../api/leads/api-test-app.ts";
import { buildApp } from "../app.ts";
import { openDatabase } from "../db/open-database.ts";
import { securityHeaders } from "../security-headers.ts";
import { REQUEST_FAILURE_TEXT } from "./failure-answers.ts";
import { rawExchange } from "./raw-http.ts";

/**
 * Issue 20 §4.1: the answers Fastify and Node would write themselves (a URL
 * that is not valid percent-encoding, a method or path no route takes, a body
 * of the wrong type, HTTP that cannot be parsed) carry the security headers
 * and, under /api, the API's `{ success: false, message }`; none is a 500.
 */
const HEADERS = securityHeaders({ https: true });

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What an answer says, in one object to compare: its status, security headers and caching, and its body as JSON or text. */
function failureOf({ statusCode, headers, body }: Answer) {
  const json = /^application\/json/.test(String(headers["content-type"]));
  const text = /^text\/plain/.test(String(headers["content-type"]));
  return {
    status: statusCode,
    headers: Object.fromEntries([...Object.keys(HEADERS), "cache-control"].map((name) => [name, headers[name]])),
    type: json ? "json" : text ? "text" : String(headers["content-type"]),
    body: json ? JSON.parse(body) : body,
  };
}

/** The same for the answer expected: JSON `{ success: false, message }` under /api, the message as text elsewhere. */
function failure({ status, message, api }: { status: number; message: string; api: boolean }): ReturnType<typeof failureOf> {
  return {
    status,
    headers: { ...HEADERS, "cache-control": "no-store" },
    type: api ? "json" : "text",
    body: api ? { success: false, message } : message,
  };
}

describe("answers to requests no route of ours answers", () => {
  const { configFor } = useStandInSite();
  let app: FastifyInstance;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ankur-failures-test-"));
    const database = await openDatabase({ dataDir });
    app = await buildApp({ config: configFor({ REQUEST_TIMEOUT: "2000" }), logger: false, database });
    app.addHook("onClose", () => database.close());
    // Routes without an error handler of their own, as a future plugin's would be: Fastify parses their bodies.
    app.post("/api/test/echo", async (request) => ({ success: true, body: request.body }));
    app.get("/api/test/broken", async () => {
      throw new Error("a bug");
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const json = { "content-type": "application/json" };
  const cases: { what: string; request: InjectOptions; status: number; message: string; api: boolean }[] = [
    { what: "a page URL that is not valid percent-encoding", request: { url: "/%E0%A4%A" }, status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: false },
    { what: "an API URL that is not valid percent-encoding", request: { url: "/api/%E0%A4%A" }, status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: true },
    { what: "an admin API URL that is not valid percent-encoding", request: { url: "/api/admin/%E0%A4%A?x=1" }, status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: true },
    { what: "an API URL with a NUL in its path (the site's own check)", request: { url: "/api/%00" }, status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: true },
    { what: "an over-long API URL", request: { url: `/api/${"a".repeat(3000)}` }, status: 414, message: REQUEST_FAILURE_TEXT.uriTooLong, api: true },
    { what: "an over-long page URL", request: { url: `/${"a".repeat(3000)}` }, status: 414, message: REQUEST_FAILURE_TEXT.uriTooLong, api: false },
    { what: "a GET of an unknown API path", request: { url: "/api/no-such-thing" }, status: 404, message: REQUEST_FAILURE_TEXT.notFound, api: true },
    { what: "a POST to an unknown API path", request: { method: "POST", url: "/api/no-such-form/submit.php", headers: json, payload: "{}" }, status: 404, message: REQUEST_FAILURE_TEXT.notFound, api: true },
    { what: "a method the API path does not take", request: { method: "DELETE", url: "/api/health" }, status: 404, message: REQUEST_FAILURE_TEXT.notFound, api: true },
    { what: "a PUT to a lead endpoint", request: { method: "PUT", url: leadRoute("contact"), headers: json, payload: "{}" }, status: 404, message: REQUEST_FAILURE_TEXT.notFound, api: true },
    { what: "a POST to a page", request: { method: "POST", url: "/", headers: json, payload: "{}" }, status: 404, message: REQUEST_FAILURE_TEXT.notFound, api: false },
    {
      what: "a body of a type the route cannot parse (FST_ERR_CTP_INVALID_MEDIA_TYPE)",
      request: { method: "POST", url: "/api/test/echo", headers: { "content-type": "text/xml" }, payload: "<a/>" },
      status: 415,
      message: REQUEST_FAILURE_TEXT.unsupportedType,
      api: true,
    },
    { what: "malformed JSON", request: { method: "POST", url: "/api/test/echo", headers: json, payload: "{" }, status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: true },
    {
      what: "a body over the default limit",
      request: { method: "POST", url: "/api/test/echo", headers: json, payload: JSON.stringify({ a: "x".repeat(70_000) }) },
      status: 413,
      message: REQUEST_FAILURE_TEXT.tooLarge,
      api: true,
    },
    {
      what: "a body shorter than its Content-Length (FST_ERR_CTP_INVALID_CONTENT_LENGTH)",
      request: { method: "POST", url: "/api/test/echo", headers: { ...json, "content-length": "10" }, payload: "{}" },
      status: 400,
      message: REQUEST_FAILURE_TEXT.badRequest,
      api: true,
    },
    { what: "a route that fails (a bug: 500, the only one)", request: { url: "/api/test/broken" }, status: 500, message: REQUEST_FAILURE_TEXT.unexpected, api: true },
  ];

  it.each(cases)("answers $what with $status", async ({ request, status, message, api }) => {
    expect(failureOf(await app.inject(request))).toEqual(failure({ status, message, api }));
  });

  it("answers a malformed URL the same way over a real connection", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/%E0%A4%A`);
    const answer = { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    expect(failureOf(answer)).toEqual(failure({ status: 400, message: REQUEST_FAILURE_TEXT.badRequest, api: true }));
  });

  const raw: { what: string; request: string; status: number; message: string }[] = [
    { what: "a Content-Length that is not a number", request: "POST /api/contact/submit.php HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n{}", status: 400, message: REQUEST_FAILURE_TEXT.badRequest },
    {
      what: "both Content-Length and Transfer-Encoding (request smuggling)",
      request: "POST /api/contact/submit.php HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      status: 400,
      message: REQUEST_FAILURE_TEXT.badRequest,
    },
    { what: "a method HTTP does not know", request: "BREW /api/health HTTP/1.1\r\nHost: a\r\n\r\n", status: 400, message: REQUEST_FAILURE_TEXT.badRequest },
    { what: "bytes that are not HTTP", request: "\u0016\u0003\u0001 hello\r\n\r\n", status: 400, message: REQUEST_FAILURE_TEXT.badRequest },
    { what: "headers larger than Node takes", request: `GET /api/health HTTP/1.1\r\nHost: a\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`, status: 431, message: REQUEST_FAILURE_TEXT.headersTooLarge },
  ];

  it.each(raw)("answers $what with $status in the API's JSON, and closes", async ({ request, status, message }) => {
    const answer = await rawExchange(port, (socket) => {
      socket.write(request, "latin1");
    });
    expect(answer.headers.connection).toBe("close");
    expect(failureOf({ statusCode: answer.status, headers: answer.headers, body: answer.body })).toEqual(failure({ status, message, api: true }));
    expect(answer.closedAfterMs).toBeLessThan(1000);
  });
});
