import { PageIntro } from "~/components/page-intro";
import { ContactPageBody } from "~/features/contact-page/contact-page-body";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/contact-get-involved";

export const meta = () => pageMeta(PATH);

export default function ContactGetInvolvedPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <ContactPageBody />
    </>
  );
}
