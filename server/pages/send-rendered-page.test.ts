import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { fakePageRenderer } from "./fake-page-renderer.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { sendRenderedPage } from "./send-rendered-page.ts";

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function answer(renderer: PageRenderer, status = 422) {
  app = Fastify({ logger: false });
  app.get("/", (request, reply) =>
    sendRenderedPage(request, reply, { renderer, url: new URL("https://ankur.example.in/forms/contact"), locals: {}, status, https: true, fallbackText: "Please fill in all required fields", timeoutMs: 100 }),
  );
  return app.inject({ method: "GET", url: "/" });
}

describe("sendRenderedPage", () => {
  it("sends the page with the status asked for, a CSP with its inline script's hash, no-store and noindex", async () => {
    const res = await answer(fakePageRenderer(), 429);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain("<h1>/forms/contact</h1>");
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'wasm-unsafe-eval'; /);
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(res.headers).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex", "content-type": "text/html; charset=utf-8" });
  });

  it("answers with the text when the renderer hangs, within its time", async () => {
    const started = Date.now();
    const res = await answer(fakePageRenderer("hangs"));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(422);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe("Please fill in all required fields");
  });

  it("answers with the text when the renderer throws or has no such page", async () => {
    expect((await answer(fakePageRenderer("fails"))).body).toBe("Please fill in all required fields");
    const noPage: PageRenderer = { available: () => true, render: async () => new Response(null, { status: 404 }) };
    const res = await answer(noPage);
    expect([res.statusCode, res.body]).toEqual([422, "Please fill in all required fields"]);
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
