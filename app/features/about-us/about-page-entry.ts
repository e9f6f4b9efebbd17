/** Build time only (pages/about-us.astro): About Us's copy from app/content/about-page.yaml. */
import { getEntry } from "astro:content";
import type { AboutPageCopy } from "./about-us-content";

const entry = await getEntry("aboutPage", "page");
if (!entry) throw new Error("app/content/about-page.yaml is missing");

export const aboutPage: AboutPageCopy = entry.data;
