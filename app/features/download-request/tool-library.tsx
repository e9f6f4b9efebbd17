import { toolGroupSummaries } from "~/content/resources-tools-summaries";
import { DownloadLibrary } from "./download-library";
import { downloadButtonSections, toolRequestItem } from "./download-items";

const sections = downloadButtonSections(toolGroupSummaries, toolRequestItem);

/** The tools and templates page's library, whose code loads on first use (routes/resources/tools.tsx). */
export function ToolLibrary() {
  return <DownloadLibrary library="tools" sections={sections} />;
}
