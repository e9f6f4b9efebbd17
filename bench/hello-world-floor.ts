// The framework's own floor: a React + React Router hello-world (framework
// mode, ssr:false, one prerendered route) built in a temporary directory with
// this project's installed packages, so the comparison follows any upgrade.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type JsWeight, firstLoadJs } from "./first-load-js.ts";

const files: Record<string, string> = {
  // isbot is listed so that React Router's build does not try to install it.
  "package.json": JSON.stringify({ name: "hello-world", private: true, type: "module", dependencies: { isbot: "*", react: "*", "react-dom": "*", "react-router": "*" } }),
  "react-router.config.ts": `import type { Config } from "@react-router/dev/config";
export default { ssr: false, prerender: ["/"] } satisfies Config;
`,
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [reactRouter()] });
`,
  "app/routes.ts": `import { type RouteConfig, index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")] satisfies RouteConfig;
`,
  "app/root.tsx": `import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `export const meta = () => [{ title: "Hello" }];
export default function Home() {
  return <h1>Hello, world</h1>;
}
`,
};

export const FRAMEWORK_PACKAGES = ["react", "react-dom", "react-router", "@react-router/dev", "vite"] as const;

/** The installed version of each framework package. */
export function frameworkVersions(projectRoot = "."): Record<string, string> {
  return Object.fromEntries(
    FRAMEWORK_PACKAGES.map((name) => [name, JSON.parse(readFileSync(join(projectRoot, "node_modules", name, "package.json"), "utf8")).version as string]),
  );
}

/** A built hello-world in a temporary directory; dispose() removes it. */
export type HelloWorldBuild = { buildDir: string; dispose: () => void };

/**
 * Builds the hello-world, and precompresses it as `npm run build` does the
 * site (scripts/compress-build.ts), so that served by the site's server it
 * travels as the site's pages do.
 */
export async function buildHelloWorld(projectRoot = "."): Promise<HelloWorldBuild> {
  const root = resolve(projectRoot);
  const dir = mkdtempSync(join(tmpdir(), "ankur-bench-hello-"));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // Each installed package linked one by one: the build writes its own
    // node_modules/.vite-temp, which must not land in the project's.
    mkdirSync(join(dir, "node_modules"));
    for (const name of readdirSync(join(root, "node_modules"))) {
      if (name === ".vite-temp" || name === ".vite") continue;
      symlinkSync(join(root, "node_modules", name), join(dir, "node_modules", name));
    }
    const buildDir = join(dir, "build");
    await run("build", [join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], dir, { BUILD_DIR: "" });
    await run("precompression", [join(root, "scripts", "compress-build.ts")], root, { BUILD_DIR: buildDir });
    return { buildDir, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

async function run(step: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.once("close", done));
  if (code !== 0) throw new Error(`The hello-world ${step} failed (exit ${code}):\n${output.slice(-3000)}`);
}

/** The hello-world's first-load JavaScript, measured like any route of the site. */
export function helloWorldFirstLoad(hello: HelloWorldBuild): JsWeight {
  return { ...firstLoadJs(join(hello.buildDir, "client"), "/"), route: "hello-world" };
}
