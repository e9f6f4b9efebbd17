// Build time only (pages and endpoints): the open roles from app/content/jobs/.
import { getCollection } from "astro:content";
import type { JobOpening } from "./job-opening";
import { buildTime } from "~/lib/build-time";
import { indianDay } from "~/lib/indian-day";
import { listOrder, openJobs } from "./open-jobs";

const entries = await getCollection("jobs");

/** The roles still open on the day of the build (India), in the list's order; each has its page at /job/{slug}. */
export const jobOpenings: readonly JobOpening[] = listOrder(openJobs(entries.map(({ id, data }) => ({ slug: id, ...data })), indianDay(buildTime())));
