import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, SVG_CONTENT_SECURITY_POLICY, registerSecurityHeaders, securityHeaders } from "./security-headers.ts";
import { contentSecurityPolicy } from "./static/content-security-policy.ts";

/** What @fastify/helmet sends with the options the server used it with. */
async function helmetHeaders(https: boolean): Promise<Record<string, unknown>> {
  const app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  app.get("/", async () => "ok");
  const res = await app.inject("/");
  await app.close();
  const { "content-type": _type, "content-length": _length, date: _date, connection: _connection, ...headers } = res.headers;
  return headers;
}

describe.each([false, true])("security headers (https: %s)", (https) => {
  it("are helmet's, plus the default CSP and the Permissions-Policy", async () => {
    expect(securityHeaders({ https })).toEqual({
      ...(await helmetHeaders(https)),
      "content-security-policy": contentSecurityPolicy([], { https }),
      "permissions-policy": PERMISSIONS_POLICY,
    });
  });

  it("go on every answer, errors too, and leave a header the route set", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https });
    app.get("/page", async (_request, reply) => reply.header("Content-Security-Policy", "default-src 'none'").send("page"));
    app.get("/fails", async () => {
      throw new Error("broken");
    });
    for (const url of ["/page", "/fails", "/nowhere"]) {
      const res = await app.inject(url);
      const expected = { ...securityHeaders({ https }), ...(url === "/page" ? { "content-security-policy": "default-src 'none'" } : {}) };
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${name} on ${url}`).toBe(value);
    }
    await app.close();
  });

  it("give stylesheets, fonts and raster images only what applies to a subresource, and SVG images a short policy of their own", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https });
    const types: Record<string, string> = {
      css: "text/css; charset=utf-8",
      font: "font/woff2",
      avif: "image/avif",
      svg: "image/svg+xml",
      js: "text/javascript; charset=utf-8",
      json: "application/json; charset=utf-8",
    };
    for (const [name, type] of Object.entries(types)) app.get(`/${name}`, async (_request, reply) => reply.type(type).send("x"));
    const subresource = { "cross-origin-resource-policy": "same-origin", "x-content-type-options": "nosniff" };
    for (const name of ["css", "font", "avif", "svg"]) {
      const res = await app.inject(`/${name}`);
      const sent = Object.fromEntries(Object.keys(securityHeaders({ https })).filter((header) => res.headers[header] !== undefined).map((header) => [header, res.headers[header]]));
      expect({ name, sent }).toEqual({ name, sent: name === "svg" ? { ...subresource, "content-security-policy": SVG_CONTENT_SECURITY_POLICY } : subresource });
    }
    // Scripts (a worker takes its policy from its own answer) and JSON keep every header.
    for (const name of ["js", "json"]) {
      const res = await app.inject(`/${name}`);
      for (const [header, value] of Object.entries(securityHeaders({ https }))) expect(res.headers[header], `${header} on /${name}`).toBe(value);
    }
    await app.close();
  });
});
