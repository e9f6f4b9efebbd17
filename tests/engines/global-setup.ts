import type { TestProject } from "vitest/node";
import startBuiltServer from "../e2e/global-setup.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** The built server on a free port with a fresh data directory, as for the Playwright specs. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stop = await startBuiltServer();
  project.provide("baseUrl", process.env.E2E_BASE_URL as string);
  project.provide("dataDir", process.env.E2E_DATA_DIR as string);
  return stop;
}
