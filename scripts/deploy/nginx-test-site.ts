// What the nginx tests need: a small stand-in of the Astro build (pages with
// inline scripts in directory format, 404.html, the staff shell
// admin/index.html, a hashed asset, a calendar file, precompressed files, and
// a page renderer for the pages the server renders on demand) and the example
// configuration made runnable on this machine.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE, THANKS_PATH_PREFIX } from "../../contract/rendered-pages.ts";

export const DEPLOY_DIR = fileURLToPath(new URL("../../deploy/", import.meta.url));

export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
}

const page = (title: string, script: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${script}</script></head><body><h1>${title}</h1><script type="module" src="/assets/entry-4f9a2c.js"></script></body></html>`;

/** The pages, where `astro build` (build.format "directory") writes them. */
export const STAND_IN_PAGES = {
  "index.html": page("Ankur", "window.__home=1"),
  "about-us/index.html": page("About us", "window.__about=2"),
  "404.html": page("Page not found", "window.__notFound=3"),
  // As long as the build's longest paths: nginx's default map bucket (64 bytes) cannot hold it.
  "solutions-services/corporate-partnerships/open-innovation-challenges/index.html": page("Open innovation", "window.__long=5"),
  // The staff inbox's shell (pages/admin.astro): the app answers /admin and every path below it with it.
  "admin/index.html": page("Ankur staff", "window.__shell=4"),
} as const;

/** The other files: a calendar file (nginx's mime.types knows no .ics) and a hashed asset. */
export const STAND_IN_FILES = {
  "calendar/ankur-ecosystem-summit-2027.ics": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:ankur\r\nEND:VCALENDAR\r\n",
  "assets/entry-4f9a2c.js": "console.log('ankur');\n",
} as const;

/** The inline script of the pages the stand-in renderer renders, whose hash their CSP must name. */
export const RENDERED_PAGE_SCRIPT = "window.__rendered=6";

/**
 * A stand-in for `<BUILD_DIR>/server/page-renderer.mjs`: the thanks page of
 * each form (`/thanks/<kind>`, with its reference), 404 for any other path,
 * as the built renderer answers (app/integrations/page-renderer-entry.ts).
 */
const STAND_IN_RENDERER = `const PAGE = ${JSON.stringify(page("Thank you", RENDERED_PAGE_SCRIPT))};
export const renderPage = async (request) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(${JSON.stringify(THANKS_PATH_PREFIX)})) return new Response(null, { status: 404 });
  const said = url.pathname + " " + encodeURIComponent(url.searchParams.get("reference") ?? "");
  return new Response(PAGE.replace("</h1>", "</h1><p>" + said + "</p>"), { headers: { "content-type": "text/html" } });
};
`;

/**
 * A stand-in build directory (BUILD_DIR) as `astro build` leaves it: client/
 * with brotli and gzip beside the files, and the page renderer in server/.
 */
export function standInBuild(): { buildDir: string; clientDir: string; remove: () => void } {
  const buildDir = mkdtempSync(join(tmpdir(), "ankur-nginx-site-"));
  const clientDir = join(buildDir, "client");
  for (const [path, text] of Object.entries({ ...STAND_IN_PAGES, ...STAND_IN_FILES })) {
    mkdirSync(join(clientDir, path, ".."), { recursive: true });
    writeFileSync(join(clientDir, path), text);
    writeFileSync(join(clientDir, `${path}.gz`), gzipSync(text));
    writeFileSync(join(clientDir, `${path}.br`), brotliCompressSync(text));
  }
  mkdirSync(join(buildDir, PAGE_RENDERER_DIRECTORY));
  writeFileSync(join(buildDir, PAGE_RENDERER_DIRECTORY, PAGE_RENDERER_FILE), STAND_IN_RENDERER);
  return { buildDir, clientDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}

export type LocalNginx = { prefix: string; conf: string; remove: () => void };

/**
 * A complete nginx.conf around deploy/nginx/ankur.conf, with only the
 * deployment's addresses replaced: its port, the app upstream, the site's
 * directory and the include directory.
 */
export function localNginxConfig(options: { port: number; appAddress: string; clientDir: string; maps: string }): LocalNginx {
  const prefix = mkdtempSync(join(tmpdir(), "ankur-nginx-"));
  const includeDir = join(prefix, "ankur");
  mkdirSync(includeDir);
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, name));
  for (const name of ["security-headers.conf", "proxy-headers.conf"]) {
    writeFileSync(join(includeDir, name), readFileSync(join(DEPLOY_DIR, "nginx", name), "utf8"));
  }
  writeFileSync(join(includeDir, "ankur-maps.conf"), options.maps);
  const site = replaceOnce(
    replaceOnce(replaceOnce(readFileSync(join(DEPLOY_DIR, "nginx", "ankur.conf"), "utf8"), "listen 80;", `listen 127.0.0.1:${options.port};`), "server app:3000", `server ${options.appAddress}`),
    "root /srv/ankur/client;",
    `root ${options.clientDir};`,
  ).replaceAll("/etc/nginx/ankur/", `${includeDir}/`);
  writeFileSync(join(includeDir, "ankur.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  // Tests run as root here: the workers then read the temporary directories (0700) as root too.
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "error.log")} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
  include ${join(includeDir, "ankur.conf")};
}
`,
  );
  return { prefix, conf, remove: () => rmSync(prefix, { recursive: true, force: true }) };
}

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx/ankur.conf must hold "${from}" exactly once`);
  return text.replace(from, to);
}

/** `nginx -t`: the configuration's syntax and every include, without starting. */
export function testNginxConfig(binary: string, local: LocalNginx): { ok: boolean; output: string } {
  const result = spawnSync(binary, ["-t", "-p", local.prefix, "-e", join(local.prefix, "error.log"), "-c", local.conf], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Starts nginx on a local configuration and waits until it answers at `base`; stop() ends it gracefully. */
export async function startNginx(binary: string, local: LocalNginx, base: string): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(binary, ["-p", local.prefix, "-e", join(local.prefix, "error.log"), "-c", local.conf], { stdio: "ignore" });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const ended = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGQUIT");
    await ended;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${base}/`);
      return { process: child, stop };
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
