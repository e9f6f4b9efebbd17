import { whitepapers } from "~/content/resources-whitepapers";
import { WhitepaperBrowser } from "./whitepaper-browser";

/** Every whitepaper, searchable and filtered by topic: the whitepapers page's library, whose code loads on first use (pages/resources/whitepapers.astro). */
export function WhitepaperLibrary() {
  return <WhitepaperBrowser papers={whitepapers} />;
}
