import type { Config } from "@react-router/dev/config";
import { detailPagePaths } from "./app/config/detail-paths";
import { NOT_FOUND_PATH } from "./contract/site-paths.ts";

// Every route of the one route table (app/routes.ts) is prerendered, each
// item page of the parameterised routes (from the content that lists them),
// and the not-found page that the server sends with HTTP 404.
export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...detailPagePaths(), NOT_FOUND_PATH];
  },
} satisfies Config;
