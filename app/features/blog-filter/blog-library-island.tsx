import { keepingEarlyInput } from "~/components/early-input/keeping-early-input";
import { BlogLibrary } from "./blog-library";

/** The blog's search and filters as the Astro page's island: words typed while its code was on its way still search. */
export const BlogLibraryIsland = keepingEarlyInput(BlogLibrary);
