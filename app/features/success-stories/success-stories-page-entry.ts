/**
 * The words of /success-stories around its case stories, read at build time
 * from app/content/success-stories-page.yaml: the impact figures (also on
 * /about-us), the awards, the venture spotlight and the closing call to
 * action. Pages only: components get them as props.
 */
import { getEntry } from "astro:content";
import type { SuccessStoriesPage } from "./success-stories-content";

const entry = await getEntry("successStoriesPage", "success-stories");
if (!entry) throw new Error("app/content/success-stories-page.yaml is missing: /success-stories and /about-us need it");

export const successStoriesPage: SuccessStoriesPage = entry.data;
