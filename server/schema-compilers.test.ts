import { execFileSync } from "node:child_process";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { schemaCompilersOnDemand } from "./schema-compilers.ts";

describe("schemaCompilersOnDemand", () => {
  it("leaves Ajv and fast-json-stringify unloaded by an app without route schemas", () => {
    const script = `
      import { createRequire } from "node:module";
      import Fastify from "fastify";
      import { schemaCompilersOnDemand } from "./server/schema-compilers.ts";
      const app = Fastify({ schemaController: schemaCompilersOnDemand });
      app.get("/", async () => ({ ok: true }));
      const res = await app.inject("/");
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((path) => /[\\\\/](ajv|ajv-compiler|fast-json-stringify-compiler)[\\\\/]|fast-json-stringify[\\\\/]index/.test(path));
      console.log(JSON.stringify({ body: res.json(), loaded }));
    `;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: `${import.meta.dirname}/..`, encoding: "utf8" });
    expect(JSON.parse(out)).toEqual({ body: { ok: true }, loaded: [] });
  });

  it("still validates and serializes a route that has schemas, as Fastify's defaults do", async () => {
    const app = Fastify({ schemaController: schemaCompilersOnDemand });
    app.post(
      "/count",
      {
        schema: {
          body: { type: "object", required: ["count"], properties: { count: { type: "integer" } } },
          response: { 200: { type: "object", properties: { count: { type: "integer" } } } },
        },
      },
      async (request) => ({ count: (request.body as { count: number }).count + 1, secret: "not in the schema" }),
    );
    const ok = await app.inject({ method: "POST", url: "/count", payload: { count: "2" } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ count: 3 });
    const bad = await app.inject({ method: "POST", url: "/count", payload: { count: "many" } });
    expect(bad.statusCode).toBe(400);
    await app.close();
  });
});
