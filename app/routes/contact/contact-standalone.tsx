import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { ContactPageBody } from "~/features/contact-page/contact-page-body";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact";

/** The brand and a way back home: static content. */
const MinimalHeader = staticContent(() => import("~/layout/minimal-header"), "MinimalHeader");

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
