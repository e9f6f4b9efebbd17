import type { Config } from "@react-router/dev/config";
import { detailPagePaths } from "./app/config/detail-paths";
import { NOT_FOUND_PATH } from "./contract/site-paths.ts";
import { isAdminPagePath } from "./contract/staff-inbox/inbox-paths.ts";

// Every route of the one route table (app/routes.ts) is prerendered, each
// item page of the parameterised routes (from the content that lists them),
// and the not-found page that the server sends with HTTP 404. The staff pages
// (/admin) are never prerendered: the browser renders them from the SPA shell.
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !isAdminPagePath(path)), ...detailPagePaths(), NOT_FOUND_PATH];
  },
} satisfies Config;
