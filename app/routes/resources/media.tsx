import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { mediaGroups } from "~/content/resources-media";
import { DownloadLibrary } from "~/features/download-request/download-library";
import { mediaDownloadItem } from "~/features/download-request/download-items";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/media";

export const meta = () => pageMeta(PATH);

const sections = mediaGroups.map((group) => ({ ...group, items: group.items.map(mediaDownloadItem) }));

export default function MediaPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <DownloadLibrary sections={sections} />
      </Section>
    </>
  );
}
