/** Build time only (pages/audience-hub/index.astro): the Audience Hub's copy from app/content/audience-hub-page.yaml. */
import { getEntry } from "astro:content";
import type { AudienceHubPageCopy } from "./audience-hub-content";

const entry = await getEntry("audienceHubPage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!entry) throw new Error("app/content/audience-hub-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const audienceHubPage: AudienceHubPageCopy = entry.data;
