import { createApp } from "astro/app/entrypoint";
import type { RenderPage } from "../../contract/rendered-pages.ts";

// Built into <BUILD_DIR>/server/page-renderer.mjs (./page-renderer-adapter.ts).
const app = createApp();

/**
 * Renders one of the on-demand pages for the server: the request names the
 * page, the locals carry what the server knows that the URL does not (a
 * refused post's values and messages). A path without an on-demand page is
 * 404 with no body: the server serves its files itself.
 */
export const renderPage: RenderPage = async (request, locals) => {
  const routeData = app.match(request);
  if (!routeData) return new Response(null, { status: 404 });
  return app.render(request, { routeData, locals });
};
