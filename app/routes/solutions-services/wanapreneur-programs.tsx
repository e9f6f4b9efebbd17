import { CallToAction } from "~/components/call-to-action";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { wanapreneurCta, wanapreneurIntro, wanapreneurPrograms } from "~/content/solutions-wanapreneur";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/solutions-services/wanapreneur-programs";

export const meta = () => pageMeta(PATH);

export default function WanapreneurProgramsPage() {
  return (
    <>
      <PageIntro path={PATH} />
      <Section id="programs" title="For Aspiring Entrepreneurs" intro={wanapreneurIntro}>
        <RecordCardGrid items={wanapreneurPrograms.map(serviceCard)} />
      </Section>
      <CallToAction {...wanapreneurCta} />
    </>
  );
}
