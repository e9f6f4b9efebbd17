import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { type Stat, StatGrid } from "~/components/stat-grid";
import { type PlatformStep, JourneySteps } from "~/features/program-pages/journey-steps";
import { type PlatformMember, MemberCards } from "~/features/program-pages/member-cards";

/** The Platform page's copy (app/content/platform-page.yaml). */
export type PlatformCopy = {
  intro: string;
  members: { intro: string; groups: readonly PlatformMember[]; others: readonly CardItem[] };
  connections: readonly CardItem[];
  journey: readonly PlatformStep[];
  tools: readonly CardItem[];
  cta: ComponentProps<typeof CallToAction>;
};

/** The platform page under its banner (pages/platform.astro); `figures` are the ecosystem's headline figures, as on the home page. */
export default function PlatformContent({ copy, figures }: { copy: PlatformCopy; figures: readonly Stat[] }) {
  const { intro, members, connections, journey, tools, cta } = copy;
  return (
    <>
      <Section id="how-it-fits" title="One Platform, One Method">
        <p className="max-w-3xl text-lg text-slate-700">{intro}</p>
        <div className="mt-10">
          <StatGrid stats={figures} />
        </div>
      </Section>
      <Section id="members" title="Who Is on the Platform" intro={members.intro} tone="muted">
        <MemberCards members={members.groups} />
        <h3 className="mt-12 text-xl font-semibold">Also on the platform</h3>
        <div className="mt-4">
          <CardGrid items={members.others} columns={3} cardStyle="minimal" headingLevel="h4" />
        </div>
      </Section>
      <Section id="connections" title="How the Platform Connects Them">
        <CardGrid items={connections} columns={3} />
      </Section>
      <Section id="journey" title="A Venture's Path Through the Platform" tone="muted">
        <JourneySteps steps={journey} />
      </Section>
      <Section id="tools" title="What Every Member Can Use">
        <CardGrid items={tools} columns={4} cardStyle="feature" />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
