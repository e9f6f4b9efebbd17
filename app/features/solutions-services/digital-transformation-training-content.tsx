import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { digitalCta, digitalIntro, digitalServices, whyChooseUs } from "~/content/solutions-digital-training";
import { site } from "~/config/site";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";

/** The Digital Transformation Training page under its banner (pages/solutions-services/digital-transformation-training.astro). */
export default function DigitalTransformationTrainingContent() {
  return (
    <>
      <Section id="services" title="Our Services" intro={digitalIntro}>
        <RecordCardGrid items={digitalServices.map(serviceCard)} />
      </Section>
      <Section id="why-choose" title={`Why Choose ${site.name}`} tone="muted">
        <CardGrid items={whyChooseUs} columns={3} cardStyle="feature" />
      </Section>
      <CallToAction {...digitalCta} />
    </>
  );
}
