/** Build time only (pages/resources/index.astro): the Resources hub's copy from app/content/resources-page.yaml. */
import { getEntry } from "astro:content";
import type { ResourcesPageCopy } from "./resources-hub-content";

const entry = await getEntry("resourcesPage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!entry) throw new Error("app/content/resources-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const resourcesPage: ResourcesPageCopy = entry.data;
