import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { toolGroups } from "~/content/resources-tools";
import { DownloadLibrary } from "~/features/download-request/download-library";
import { toolDownloadItem } from "~/features/download-request/download-items";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/tools";

export const meta = () => pageMeta(PATH);

const sections = toolGroups.map((group) => ({ ...group, items: group.items.map(toolDownloadItem) }));

export default function ToolsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <DownloadLibrary sections={sections} />
      </Section>
    </>
  );
}
