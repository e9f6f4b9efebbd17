/**
 * Build time only (pages/contact-get-involved/application-status.astro and
 * pages/forms/application-status.astro): the page's words from
 * app/content/application-status-page.yaml.
 */
import { getEntry } from "astro:content";
import type { ApplicationStatusCopy } from "./application-status-content";

const entry = await getEntry("applicationStatusPage", "page");
if (!entry) throw new Error("app/content/application-status-page.yaml is missing");

export const applicationStatusPage: ApplicationStatusCopy = entry.data;
