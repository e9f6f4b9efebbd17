import { BlogLibrary } from "./blog-library";

/** The blog's search and filters as the Astro page's island; BlogBrowser searches for words typed while its code was on its way. */
export const BlogLibraryIsland = BlogLibrary;
