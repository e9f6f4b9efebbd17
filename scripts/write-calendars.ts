// Writes an iCalendar file for every upcoming event into the client build
// (build/client/calendar/<event-id>.ics), which the events page links as
// 'Add to calendar'. Run after `react-router build`, like write-sitemap.ts.
import { mkdirSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { CALENDAR_DIRECTORY } from "../contract/calendar-paths.ts";
import { calendarStamp, eventCalendarFile } from "../app/lib/calendar-file.ts";

/**
 * The content is written for Vite: "~/" means app/, and imports leave out
 * ".ts". Node is told the same, for this script only.
 */
function resolveAppImports(appDir: URL): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const local = specifier.startsWith("~/") ? new URL(specifier.slice(2), appDir).href : specifier;
      if (/^(\.{1,2}\/|file:)/.test(local) && !/\.[cm]?[jt]sx?$/.test(local)) {
        for (const extension of [".ts", ".tsx"]) {
          try {
            return nextResolve(`${local}${extension}`, context);
          } catch {
            // try the next extension
          }
        }
      }
      return nextResolve(local, context);
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  resolveAppImports(new URL("../app/", import.meta.url));
  const { upcomingEvents } = (await import("../app/content/resources-events.ts")) as typeof import("../app/content/resources-events.ts");
  const dir = join(process.env.BUILD_DIR ?? "build", "client", CALENDAR_DIRECTORY);
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const stamp = calendarStamp(process.env.SOURCE_DATE_EPOCH);
  mkdirSync(dir, { recursive: true });
  for (const event of upcomingEvents) writeFileSync(join(dir, `${event.id}.ics`), eventCalendarFile(event, { siteUrl, stamp }));
  console.log(`calendar files: ${upcomingEvents.length} events`);
}
