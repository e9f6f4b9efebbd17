import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { toolGroupSummaries } from "~/content/resources-tools-summaries";
import { DownloadLibrary } from "~/features/download-request/download-library";
import { downloadButtonSections, toolRequestItem } from "~/features/download-request/download-items";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/tools";

export const meta = () => pageMeta(PATH);

const sections = downloadButtonSections(toolGroupSummaries, toolRequestItem);

export default function ToolsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <DownloadLibrary library="tools" sections={sections} />
      </Section>
    </>
  );
}
