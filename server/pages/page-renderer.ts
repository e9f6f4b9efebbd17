import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE, type RenderPage, type RenderedPageLocals } from "../../contract/rendered-pages.ts";

/**
 * The pages a build renders on demand: the answers to a browser's plain form
 * post (contract/rendered-pages.ts). Injectable through buildApp's options,
 * so API tests use a fake one.
 */
export type PageRenderer = {
  /** Whether the build has them; in a build without it (a partial copy) form posts keep their JSON answers. */
  available(): boolean;
  render: RenderPage;
};

/**
 * The renderer the Astro build writes beside the site's files,
 * `<BUILD_DIR>/server/page-renderer.mjs`. The server never imports app/: it
 * loads the built module like a file it serves, once, on the first page it
 * must render, so a start without a plain post pays nothing for it.
 */
export function builtPageRenderer(buildDir: string): PageRenderer {
  const entry = join(buildDir, PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE);
  let present: boolean | undefined;
  let loaded: Promise<RenderPage> | undefined;
  return {
    available: () => (present ??= existsSync(entry)),
    render: async (request: Request, locals: RenderedPageLocals) => {
      loaded ??= import(pathToFileURL(entry).href).then((module: { renderPage?: unknown }) => {
        if (typeof module.renderPage !== "function") throw new Error(`${entry} exports no renderPage`);
        return module.renderPage as RenderPage;
      });
      const renderPage = await loaded;
      return renderPage(request, locals);
    },
  };
}
