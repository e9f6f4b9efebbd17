import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtPageRenderer } from "./page-renderer.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildDir(entry?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "ankur-renderer-"));
  dirs.push(dir);
  mkdirSync(join(dir, "client"));
  if (entry !== undefined) {
    mkdirSync(join(dir, "server"));
    writeFileSync(join(dir, "server", "page-renderer.mjs"), entry);
  }
  return dir;
}

describe("builtPageRenderer", () => {
  it("is not available in a build without the renderer (a partial copy)", () => {
    expect(builtPageRenderer(buildDir()).available()).toBe(false);
  });

  it("loads the built module on the first page and renders with it, locals passed on", async () => {
    const dir = buildDir(
      "export const renderPage = async (request, locals) => new Response(`${new URL(request.url).pathname} ${JSON.stringify(locals)}`);",
    );
    const renderer = builtPageRenderer(dir);
    expect(renderer.available()).toBe(true);
    const response = await renderer.render(new Request("https://ankur.example.in/forms/contact"), { formPostState: { values: {}, fieldErrors: {} } });
    expect(await response.text()).toBe('/forms/contact {"formPostState":{"values":{},"fieldErrors":{}}}');
  });

  it("fails, rather than hangs, when the module has no renderPage", async () => {
    const renderer = builtPageRenderer(buildDir("export const somethingElse = 1;"));
    await expect(renderer.render(new Request("https://ankur.example.in/thanks/contact"), {})).rejects.toThrow(/exports no renderPage/);
  });
});
