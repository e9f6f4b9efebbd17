import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { mediaGroupSummaries } from "~/content/resources-media-summaries";
import { DownloadLibrary } from "~/features/download-request/download-library";
import { downloadButtonSections, mediaRequestItem } from "~/features/download-request/download-items";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/media";

export const meta = () => pageMeta(PATH);

const sections = downloadButtonSections(mediaGroupSummaries, mediaRequestItem);

export default function MediaPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <DownloadLibrary library="media" sections={sections} />
      </Section>
    </>
  );
}
