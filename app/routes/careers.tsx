import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/careers";

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/careers/careers-content");
const CareersHeroActions = staticContent(pageContent, "CareersHeroActions");
const CareersSections = staticContent(pageContent, "CareersSections");

export const meta = () => pageMeta(PATH);

export default function CareersPage() {
  return (
    <>
      <PageIntro path={PATH}>
        <CareersHeroActions />
      </PageIntro>
      <CareersSections />
    </>
  );
}
