/**
 * Build time only (the page shells): the words of /legal/your-data
 * (app/content/your-data-page.yaml). Components receive them as props.
 */
import { getEntry } from "astro:content";
import type { YourDataPageCopy } from "../../content/schemas/your-data";

const entry = await getEntry("yourDataPage", "page");
if (!entry) throw new Error("app/content/your-data-page.yaml is missing");

export const yourDataCopy: YourDataPageCopy = entry.data;
