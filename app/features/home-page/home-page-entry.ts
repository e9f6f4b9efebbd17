/** Build time only (pages/index.astro): the home page's copy from app/content/home-page.yaml. */
import { getEntry } from "astro:content";
import type { HomePageCopy } from "./home-content";

const entry = await getEntry("homePage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!entry) throw new Error("app/content/home-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const homePage: HomePageCopy = entry.data;
