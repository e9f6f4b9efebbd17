import { keepingEarlyInput } from "~/components/early-input/keeping-early-input";
import { WhitepaperLibrary } from "./whitepaper-library";

/** The whitepaper search as the Astro page's island: words typed while its code was on its way still search. */
export const WhitepaperLibraryIsland = keepingEarlyInput(WhitepaperLibrary);
