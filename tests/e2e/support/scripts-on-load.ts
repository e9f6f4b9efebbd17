import type { Page, Request } from "@playwright/test";

/** The script files a page asks for from its start until its load event and 500 ms after. */
export async function scriptFilesOnLoad(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
  };
  page.on("request", onRequest);
  try {
    await page.goto(path, { waitUntil: "load" });
    await page.waitForTimeout(500);
  } finally {
    page.off("request", onRequest);
  }
  return scripts;
}
