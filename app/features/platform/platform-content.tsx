import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import {
  otherMembers,
  platformConnections,
  platformCta,
  platformFigures,
  platformIntro,
  platformJourney,
  platformMembers,
  platformTools,
} from "~/content/platform";
import { JourneySteps } from "~/features/program-pages/journey-steps";
import { MemberCards } from "~/features/program-pages/member-cards";

/** The platform page under its banner (pages/platform.astro). */
export default function PlatformContent() {
  return (
    <>
      <Section id="how-it-fits" title="One Platform, One Method">
        <p className="max-w-3xl text-lg text-slate-700">{platformIntro}</p>
        <div className="mt-10">
          <StatGrid stats={platformFigures} />
        </div>
      </Section>
      <Section id="members" title="Who Is on the Platform" intro="Five groups, each bringing something the others need." tone="muted">
        <MemberCards members={platformMembers} />
        <h3 className="mt-12 text-xl font-semibold">Also on the platform</h3>
        <div className="mt-4">
          <CardGrid items={otherMembers} columns={3} cardStyle="minimal" headingLevel="h4" />
        </div>
      </Section>
      <Section id="connections" title="How the Platform Connects Them">
        <CardGrid items={platformConnections} columns={3} />
      </Section>
      <Section id="journey" title="A Venture's Path Through the Platform" tone="muted">
        <JourneySteps steps={platformJourney} />
      </Section>
      <Section id="tools" title="What Every Member Can Use">
        <CardGrid items={platformTools} columns={4} cardStyle="feature" />
      </Section>
      <CallToAction {...platformCta} />
    </>
  );
}
