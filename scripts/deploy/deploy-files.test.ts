import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { parseDocument } from "yaml";

/**
 * The deployment files, checked without Docker (which cannot run here): the
 * Dockerfile's stages and what the runtime image holds, and compose.yaml's
 * services, read with the yaml package and the app's own configuration check.
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

type Instruction = { keyword: string; args: string };
type Stage = { name: string; from: string; instructions: Instruction[] };

/** Instructions (continuation lines joined, comments dropped), grouped by FROM. */
function dockerStages(text: string): Stage[] {
  const joined = text.replace(/\\\n/g, " ");
  const stages: Stage[] = [];
  for (const line of joined.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const [keyword = "", ...rest] = trimmed.split(/\s+/);
    const args = rest.join(" ");
    if (keyword.toUpperCase() === "FROM") {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: match?.[1] ?? "", name: match?.[2] ?? "", instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const dockerfile = read("Dockerfile");
const stages = dockerStages(dockerfile);
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};
const args = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

describe("Dockerfile", () => {
  it("builds in one stage and runs from others: build, app (Node 24 LTS slim) and web (nginx)", () => {
    expect(stages.map((s) => s.name)).toEqual(["build", "app", "web"]);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-[a-z]+-slim$/m);
    expect(stage("build").from).toBe("${NODE_IMAGE}");
    expect(stage("app").from).toBe("${NODE_IMAGE}");
    expect(args(stage("build"), "RUN").join(" ")).toMatch(/npm ci .*npm run build && node scripts\/deploy\/write-nginx-maps\.ts/s);
  });

  it("installs only production dependencies in the runtime image, with the build output (site and page renderer), server and contract", () => {
    const app = stage("app");
    expect(args(app, "RUN").some((run) => /npm ci --omit=dev/.test(run))).toBe(true);
    expect(args(app, "RUN").some((run) => /npm run build/.test(run))).toBe(false);
    const copies = args(app, "COPY");
    expect(copies).toContain("--from=build /app/build/client ./build/client");
    // The Astro build's page renderer (server/pages/page-renderer.ts loads it for a plain form post's answer).
    expect(copies).toContain("--from=build /app/build/server ./build/server");
    expect(copies).toContain("server ./server");
    expect(copies).toContain("contract ./contract");
    expect(copies.some((copy) => copy.startsWith("app ") || copy.startsWith(". "))).toBe(false);
  });

  it("runs as a non-root user, on 0.0.0.0, with the data directory a volume, and checks /api/health", () => {
    const app = stage("app");
    const users = args(app, "USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const env = args(app, "ENV").join(" ");
    expect(env).toMatch(/\bHOST=0\.0\.0\.0\b/);
    const dataDir = /\bDATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeDefined();
    expect(args(app, "VOLUME").join(" ")).toContain(`"${dataDir}"`);
    expect(args(app, "HEALTHCHECK").join(" ")).toContain("/api/health");
    expect(args(app, "CMD").join(" ")).toContain("server/main.ts");
  });

  it("copies only files that exist, and the web stage gets the nginx configuration and the generated maps", () => {
    const sources = stages.flatMap((s) =>
      args(s, "COPY")
        .filter((copy) => !copy.startsWith("--from="))
        .flatMap((copy) => copy.split(/\s+/).slice(0, -1))
        .filter((source) => source !== "."),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((source) => !existsSync(join(ROOT, source)))).toEqual([]);
    const web = args(stage("web"), "COPY").join("\n");
    expect(web).toContain("deploy/nginx/ankur.conf /etc/nginx/conf.d/default.conf");
    expect(web).toContain("ankur-maps.conf");
    expect(web).toContain("/srv/ankur/client");
  });

  it("keeps the build context small (.dockerignore)", () => {
    const ignored = read(".dockerignore").split("\n").map((line) => line.trim());
    for (const entry of ["node_modules", ".git", "build", "data"]) expect(ignored).toContain(entry);
  });
});

/** ${VAR:-default} → default, ${VAR} → "": what compose gives with nothing set. */
function withDefaults(value: unknown): string {
  return String(value).replace(/\$\{[A-Z_]+(?::?-([^}]*))?\}/g, (_match, fallback: string | undefined) => fallback ?? "");
}

type Service = Record<string, unknown> & { environment?: Record<string, unknown> };

describe("compose.yaml", () => {
  const document = parseDocument(read("compose.yaml"));
  const compose = document.toJS() as { services: Record<string, Service>; volumes: Record<string, unknown>; networks: unknown };
  const { app, postgres, nginx } = compose.services as Record<"app" | "postgres" | "nginx", Service>;

  it("is well-formed YAML: no errors (such as a repeated key) and no warnings", () => {
    expect(document.errors).toEqual([]);
    expect(document.warnings).toEqual([]);
  });

  it("has the app (two or more replicas), PostgreSQL and nginx, and no Redis (not used)", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "nginx", "postgres"]);
    expect((app.deploy as { replicas: number }).replicas).toBeGreaterThanOrEqual(2);
    expect((app.build as { target: string }).target).toBe("app");
    expect((nginx.build as { target: string }).target).toBe("web");
    expect(read("compose.yaml")).toMatch(/^ {2}# redis:/m);
  });

  it("gives the app a configuration that the server accepts, on PostgreSQL, trusting only nginx", () => {
    const env = Object.fromEntries(Object.entries(app.environment ?? {}).map(([name, value]) => [name, withDefaults(value)]));
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/ankur:.+@postgres:5432\/ankur$/);
    const nginxAddress = (nginx.networks as { default: { ipv4_address: string } }).default.ipv4_address;
    expect(env.TRUST_PROXY).toBe(nginxAddress);
    expect(app.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(app.ports).toBeUndefined();
  });

  it("keeps PostgreSQL's data in a volume and checks its health", () => {
    expect(postgres.volumes).toEqual(["pgdata:/var/lib/postgresql/data"]);
    expect(compose.volumes).toHaveProperty("pgdata");
    expect(JSON.stringify(postgres.healthcheck)).toContain("pg_isready");
    expect(withDefaults((postgres.environment as Record<string, unknown>).POSTGRES_PASSWORD ?? "")).toBe(
      /ankur:(.+)@postgres/.exec(withDefaults(app.environment?.DATABASE_URL ?? ""))?.[1],
    );
  });

  it("publishes only nginx", () => {
    expect(nginx.ports).toEqual(["8080:80"]);
    expect(postgres.ports).toBeUndefined();
  });
});
