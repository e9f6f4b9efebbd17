import type { TestProject } from "vitest/node";
import setup from "./global-setup.ts";

/**
 * The Astro build (issue 21) served as the React Router one is: the built
 * server on a free port with a fresh data directory, on BUILD_DIR
 * (build-astro unless set, as for playwright.astro.config.ts).
 */
export default async function setupAstroBuild(project: TestProject): Promise<() => Promise<void>> {
  process.env.BUILD_DIR ??= "build-astro";
  return setup(project);
}
