import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { interactiveFormOnFirstUse } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/resources/media";

/** The downloads and their request form: code loaded on first use; a press on a download button before it arrives opens the form once it has. */
const MediaLibrary = interactiveFormOnFirstUse(() => import("~/features/download-request/media-library"), "MediaLibrary");

export const meta = () => pageMeta(PATH);

export default function MediaPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section>
        <MediaLibrary />
      </Section>
    </>
  );
}
