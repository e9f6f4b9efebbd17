// Builds the site (npm run build) when BUILD_DIR holds no build yet; run by `npm start` (start.ts) before the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(join(buildDir, "client", "index.html"))) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
