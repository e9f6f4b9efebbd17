// Writes sitemap.xml and robots.txt into the client build: every prerendered
// page except those marked noindex (the not-found page, staff pages). The
// texts are app/lib/sitemap.ts's, which the Astro build's endpoints share.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { robotsTxt, sitemapXml } from "../app/lib/sitemap.ts";

export function indexablePaths(clientDir: string): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const html = readFileSync(full, "utf8");
        if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
        const rel = relative(clientDir, dir).split(sep).join("/");
        const path = rel ? `/${rel}` : "/";
        // A page that names another as canonical is a duplicate: only the original is listed.
        const canonical = html.match(/<link rel="canonical" href="https?:\/\/[^/"]+(\/[^"]*)"/)?.[1];
        if (canonical !== undefined && canonical !== path) continue;
        paths.push(path);
      }
    }
  };
  walk(clientDir);
  return paths.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = join(process.env.BUILD_DIR ?? "build", "client");
  const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  const paths = indexablePaths(clientDir);
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, paths));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(siteUrl));
  console.log(`sitemap.xml: ${paths.length} pages`);
}
