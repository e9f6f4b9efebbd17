import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PAGE_LINK = fileURLToPath(new URL("../components/page-link.tsx", import.meta.url));
const ROUTER_LINK = /^(~\/components|\.)\/link$/;
/** The staff inbox is a client-rendered React Router app: its links stay router links. */
const ROUTER_APP = /\/app\/(admin|features\/staff-inbox|routes\/admin)\//;

/**
 * Puts app/components/page-link.tsx (a plain <a>) in place of the router link
 * (app/components/link.tsx) on the Astro pages, so that no island carries
 * React Router for its links; the staff app keeps the router's.
 */
export function pageLinks(): Plugin {
  return {
    name: "ankur:page-links",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !ROUTER_LINK.test(source) || ROUTER_APP.test(importer)) return null;
      if (source.startsWith("./") && !importer.includes("/app/components/")) return null;
      return PAGE_LINK;
    },
  };
}
