// What the nginx tests need: a small stand-in build (pages with inline
// scripts, a hashed asset, the 404 page, precompressed files) and the example
// configuration made runnable on this machine.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const DEPLOY_DIR = fileURLToPath(new URL("../../deploy/", import.meta.url));

export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
}

const page = (title: string, script: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${script}</script></head><body><h1>${title}</h1><script type="module" src="/assets/entry-4f9a2c.js"></script></body></html>`;

export const STAND_IN_PAGES = {
  "index.html": page("Ankur", "window.__home=1"),
  "about-us/index.html": page("About us", "window.__about=2"),
  "404/index.html": page("Page not found", "window.__notFound=3"),
  // As long as the build's longest paths: nginx's default map bucket (64 bytes) cannot hold it.
  "solutions-services/corporate-partnerships/open-innovation-challenges/index.html": page("Open innovation", "window.__long=5"),
  "__spa-fallback.html": page("Ankur staff", "window.__shell=4"),
} as const;

/** A stand-in build directory (BUILD_DIR) with client/…; gzip beside the pages, as the build writes. */
export function standInBuild(): { buildDir: string; clientDir: string; remove: () => void } {
  const buildDir = mkdtempSync(join(tmpdir(), "ankur-nginx-site-"));
  const clientDir = join(buildDir, "client");
  for (const [path, html] of Object.entries(STAND_IN_PAGES)) {
    mkdirSync(join(clientDir, path, ".."), { recursive: true });
    writeFileSync(join(clientDir, path), html);
    writeFileSync(join(clientDir, `${path}.gz`), gzipSync(html));
  }
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "assets", "entry-4f9a2c.js"), "console.log('ankur');\n");
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
