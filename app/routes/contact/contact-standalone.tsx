import { PageIntro } from "~/components/page-intro";
import { ContactPageBody } from "~/features/contact-page/contact-page-body";
import { MinimalHeader } from "~/layout/minimal-header";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact";

export const meta = () => pageMeta(PATH);

/** The contact page without the standard layout; the minimal header keeps a way home. */
export default function ContactStandalonePage() {
  return (
    <>
      <MinimalHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PageIntro path={PATH} />
        <ContactPageBody />
      </main>
    </>
  );
}
