// Builds the site (npm run build) when BUILD_DIR holds no complete build (scripts/missing-build-files.ts):
// none yet, or one without the page renderer, such as a React Router build left there. Run by `npm start`
// (start.ts) before the server.
import { spawnSync } from "node:child_process";
import { missingBuildFiles } from "./missing-build-files.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const missing = missingBuildFiles(buildDir);
if (missing.length > 0) {
  console.log(`No complete build in ${buildDir} (missing ${missing.join(", ")}): building the site first (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
