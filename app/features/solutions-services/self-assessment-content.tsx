import { CallToAction } from "~/components/call-to-action";
import { CardGrid, type CardItem } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { AssessmentFacts } from "~/features/self-assessment/assessment-facts";
import type { AssessmentPage } from "~/features/self-assessment/assessment-types";

// A self-assessment page (pages/solutions-services/[assessment].astro),
// around its one island: the assessment form.

/** Under the banner title: the assessment's facts and the link down to the statements. */
export function AssessmentIntroActions({ page }: { page: Pick<AssessmentPage, "assessment" | "minutes" | "headings"> }) {
  return (
    <>
      <AssessmentFacts page={page} />
      <a href="#assessment" className="btn btn-light mt-2">
        {page.headings.start}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </>
  );
}

/** How the assessment works, above the statements. */
export function AssessmentHowItWorks({ title, intro, steps }: { title: string; intro: string; steps: readonly CardItem[] }) {
  return (
    <Section id="how-it-works" title={title} intro={intro}>
      <CardGrid items={steps} columns={3} cardStyle="feature" />
    </Section>
  );
}

/** Under the statements: the other assessments and the closing call to action. */
export function AssessmentMore({ title, others, cta }: { title: string; others: readonly CardItem[]; cta: AssessmentPage["cta"] }) {
  return (
    <>
      <Section id="other-assessments" title={title}>
        <CardGrid items={others} columns={2} />
      </Section>
      <CallToAction {...cta} />
    </>
  );
}
