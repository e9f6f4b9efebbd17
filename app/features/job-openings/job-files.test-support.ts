// Test support (Vitest and Playwright, outside Astro): the roles of
// app/content/jobs/ as the pages get them, read from the files. Relative
// imports only: the end-to-end specs load this outside Vite.
import { readEntries } from "../../../tests/support/content-entries";
import { buildTime } from "../../lib/build-time";
import type { JobOpening } from "./job-opening";
import { indianDay } from "../../lib/indian-day";
import { listOrder, openJobs } from "./open-jobs";

/** Every role of app/content/jobs/, open or not. */
export function jobFiles(): JobOpening[] {
  return readEntries("jobs").map(({ id, data }) => ({ niceToHave: [], ...data, slug: id }) as unknown as JobOpening);
}

/** The roles the build lists today, in the list's order (as job-entries.ts gives them to the pages). */
export function openJobFiles(today: string = indianDay(buildTime())): JobOpening[] {
  return listOrder(openJobs(jobFiles(), today));
}
