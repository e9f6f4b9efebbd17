import { CallToAction } from "~/components/call-to-action";
import { Section } from "~/components/section";
import {
  ideationWorkshops,
  incubationCta,
  incubationIntro,
  marketEntryAccelerators,
  mvpSupport,
} from "~/content/solutions-startup-incubation";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { serviceCard } from "~/features/content-sections/solution-cards";

/** The Startup Incubation Packages page under its banner (pages/solutions-services/startup-incubation-packages.astro). */
export default function StartupIncubationPackagesContent() {
  return (
    <>
      <Section id="ideation-workshops" title="Ideation Workshops" intro={incubationIntro}>
        <RecordCardGrid items={ideationWorkshops.map(serviceCard)} />
      </Section>
      <Section id="mvp-support" title="MVP Development Support" tone="muted">
        <RecordCardGrid items={mvpSupport.map(serviceCard)} />
      </Section>
      <Section id="market-entry" title="Market-Entry Accelerators">
        <RecordCardGrid items={marketEntryAccelerators.map(serviceCard)} />
      </Section>
      <CallToAction {...incubationCta} />
    </>
  );
}
