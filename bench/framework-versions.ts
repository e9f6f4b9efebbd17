// The installed versions of the front end's framework packages, printed with
// the results so that a comparison follows any upgrade.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const FRAMEWORK_PACKAGES = ["astro", "@astrojs/react", "react", "react-dom", "vite"] as const;

export function frameworkVersions(projectRoot = "."): Record<string, string> {
  return Object.fromEntries(
    FRAMEWORK_PACKAGES.map((name) => [name, JSON.parse(readFileSync(join(projectRoot, "node_modules", name, "package.json"), "utf8")).version as string]),
  );
}
