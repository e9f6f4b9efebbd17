import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { Section } from "~/components/section";
import { assessmentCta, assessmentSteps, selfAssessmentsByPath } from "~/content/assessments";
import type { AssessmentPath } from "~/content/assessment-types";
import { assessments as assessmentCards } from "~/content/solutions";
import { AssessmentFacts } from "~/features/self-assessment/assessment-facts";

// A self-assessment page, chosen by its path
// (pages/solutions-services/[assessment].astro), around its one island: the
// assessment form.

/** Under the banner title: the assessment's facts and the link down to the statements. */
export function AssessmentIntroActions({ path }: { path: AssessmentPath }) {
  return (
    <>
      <AssessmentFacts assessment={selfAssessmentsByPath[path]} />
      <a href="#assessment" className="btn btn-light mt-2">
        Start the Assessment
        <Icon name="arrow-right" className="size-4" />
      </a>
    </>
  );
}

/** How the assessment works, above the statements. */
export function AssessmentHowItWorks({ path }: { path: AssessmentPath }) {
  return (
    <Section id="how-it-works" title="How It Works" intro={selfAssessmentsByPath[path].intro}>
      <CardGrid items={assessmentSteps} columns={3} cardStyle="feature" />
    </Section>
  );
}

/** Under the statements: the other assessments and the closing call to action. */
export function AssessmentMore({ path }: { path: AssessmentPath }) {
  return (
    <>
      <Section id="other-assessments" title="Other Assessments">
        <CardGrid items={assessmentCards.filter((card) => card.link !== path)} columns={2} />
      </Section>
      <CallToAction {...assessmentCta(selfAssessmentsByPath[path])} />
    </>
  );
}
