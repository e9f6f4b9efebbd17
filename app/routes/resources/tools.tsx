import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/tools";

/** The downloads and their request form: code loaded on first use; a press on a download button before it arrives opens the form once it has. */
const ToolLibrary = interactiveFormOnFirstUse(() => import("~/features/download-request/tool-library"), "ToolLibrary");

export const meta = () => pageMeta(PATH);

export default function ToolsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <ToolLibrary />
      </Section>
    </>
  );
}
