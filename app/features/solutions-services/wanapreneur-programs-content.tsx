import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import { wanapreneurCta, wanapreneurIntro, wanapreneurPrograms } from "~/content/solutions-wanapreneur";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";

/** The Wanapreneur Programs page under its banner (pages/solutions-services/wanapreneur-programs.astro). */
export default function WanapreneurProgramsContent() {
  return (
    <>
      <Section id="programs" title="For Aspiring Entrepreneurs" intro={wanapreneurIntro}>
        <RecordCardGrid items={wanapreneurPrograms.map(serviceCard)} />
      </Section>
      <CallToAction {...wanapreneurCta} />
    </>
  );
}
