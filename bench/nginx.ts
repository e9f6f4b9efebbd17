// Debian's nginx serving the same build/client, for the static throughput
// comparison: one worker (the Node server is one process), precompressed
// gzip files, no access log.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stopProcess, waitForUrl } from "./processes.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export function nginxPath(): string | undefined {
  return NGINX.find((path) => existsSync(path));
}

export function nginxVersion(binary: string): string {
  const out = spawnSync(binary, ["-v"], { encoding: "utf8" });
  return (out.stderr || out.stdout).trim().replace(/^nginx version:\s*/, "");
}

/** The configuration: pages as <path>/index.html like the site's server, gzip_static, no-cache pages. */
export function nginxConfig(options: { prefix: string; clientDir: string; port: number }): string {
  const temp = (name: string) => `${name}_temp_path ${join(options.prefix, name)};`;
  return `worker_processes 1;
daemon off;
pid ${join(options.prefix, "nginx.pid")};
error_log ${join(options.prefix, "error.log")} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
  server {
    listen 127.0.0.1:${options.port};
    root ${resolve(options.clientDir)};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / {
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "no-cache";
    }
  }
}
`;
}

export type NginxServer = { url: string; pid: number; stop: () => Promise<void> };

export async function startNginx(binary: string, clientDir: string, port: number): Promise<NginxServer> {
  const prefix = mkdtempSync(join(tmpdir(), "ankur-bench-nginx-"));
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, name));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig({ prefix, clientDir, port }));
  const child: ChildProcess = spawn(binary, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", conf], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`, child);
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      await stopProcess(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
