import helmet from "@fastify/helmet";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, registerSecurityHeaders, securityHeaders } from "./security-headers.ts";
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
});
