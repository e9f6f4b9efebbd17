import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/careers";

const CareersHeroActions = staticContent(async () => ({ default: (await import("~/features/careers/careers-content")).CareersHeroActions }));
const CareersSections = staticContent(async () => ({ default: (await import("~/features/careers/careers-content")).CareersSections }));

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
