import { CallToAction } from "~/components/call-to-action";
import { CardGrid, type CardItem } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Section } from "~/components/section";
import type { SolutionsHubCopy } from "./solution-types";

// The Solutions & Services hub (pages/solutions-services/index.astro), around
// its one island: the success stories carousel.

/** The approach, the core services, the flagship programmes and the assessments. */
export function SolutionsServicesOverview({ copy, programmes, assessments }: { copy: SolutionsHubCopy; programmes: readonly CardItem[]; assessments: readonly CardItem[] }) {
  const { approach, coreServices } = copy;
  return (
    <>
      <Section id="approach" title={approach.title}>
        <p className="max-w-3xl text-lg text-slate-700">{approach.text}</p>
        <Link to={approach.link.to} className="btn btn-primary mt-6">
          {approach.link.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </Section>
      <Section id="core-services" title={coreServices.title} tone="muted">
        <CardGrid items={coreServices.cards} columns={3} />
      </Section>
      <Section id="flagship-programs" title={copy.programmes.title}>
        <CardGrid items={programmes} columns={4} cardStyle="gradient" />
      </Section>
      <Section id="assessments" title={copy.assessments.title} intro={copy.assessments.intro} tone="muted">
        <CardGrid items={assessments} columns={3} cardStyle="feature" />
      </Section>
    </>
  );
}

/** The closing call to action. */
export function SolutionsServicesCta({ copy }: { copy: SolutionsHubCopy }) {
  return <CallToAction {...copy.cta} />;
}
