/** Build time only (pages/platform.astro): the Platform page's copy from app/content/platform-page.yaml. */
import { getEntry } from "astro:content";
import type { PlatformCopy } from "./platform-content";

const entry = await getEntry("platformPage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!entry) throw new Error("app/content/platform-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const platformPage: PlatformCopy = entry.data;
