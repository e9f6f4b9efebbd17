import { WhitepaperLibrary } from "./whitepaper-library";

/** The whitepaper search as the Astro page's island; WhitepaperBrowser searches for words typed while its code was on its way. */
export const WhitepaperLibraryIsland = WhitepaperLibrary;
