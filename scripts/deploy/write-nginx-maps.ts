// `node scripts/deploy/write-nginx-maps.ts [clientDir] [outFile]`: writes the
// nginx maps of deploy/nginx/ankur.conf (each page's CSP, the legacy 301s)
// from a build, with what nginx takes from the app's code (client_max_body_size
// from the largest body limit, the API's texts for nginx's own errors). Defaults: $BUILD_DIR/client (./build/client) and
// $BUILD_DIR/nginx/ankur-maps.conf. SITE_URL=https://… adds
// upgrade-insecure-requests to the CSP, as the app does.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { legacyRedirects } from "../../contract/legacy-redirects.ts";
import { nginxSiteMaps, readBuiltPages } from "./nginx-site-maps.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = process.argv[2] ?? join(buildDir, "client");
const outFile = process.argv[3] ?? join(buildDir, "nginx", "ankur-maps.conf");
const https = (process.env.SITE_URL ?? "").startsWith("https:");

const pages = readBuiltPages(clientDir);
if (pages.length === 0) {
  console.error(`No pages under ${clientDir}: run npm run build first.`);
  process.exit(1);
}
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, nginxSiteMaps(pages, legacyRedirects, { https }));
console.log(`Wrote ${outFile}: the CSP of ${pages.length} pages, ${Object.keys(legacyRedirects).length} legacy redirects, the body limit and the API's error texts.`);
