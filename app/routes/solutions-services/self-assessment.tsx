import { useLocation } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Icon } from "~/components/icon";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { assessmentCta, assessmentSteps, isAssessmentPath, scaleIntro, selfAssessmentsByPath } from "~/content/assessments";
import type { AssessmentPath } from "~/content/assessment-types";
import { assessments as assessmentCards } from "~/content/solutions";
import { AssessmentFacts } from "~/features/self-assessment/assessment-facts";
import { SelfAssessmentForm } from "~/features/self-assessment/self-assessment-form";
import { pageMeta } from "~/lib/page-meta";
import { registeredPath } from "~/lib/registered-path";
import type { Route } from "./+types/self-assessment";

/** One route module renders the three self-assessments from content, chosen by path. */
function assessmentPath(pathname: string): AssessmentPath {
  const path = registeredPath(pathname);
  if (!isAssessmentPath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(assessmentPath(location.pathname));

export default function SelfAssessmentPage() {
  const path = assessmentPath(useLocation().pathname);
  const assessment = selfAssessmentsByPath[path];
  return (
    <>
      <PageIntro path={path}>
        <AssessmentFacts assessment={assessment} />
        <a href="#assessment" className="btn btn-light mt-2">
          Start the Assessment
          <Icon name="arrow-right" className="size-4" />
        </a>
      </PageIntro>
      <Section id="how-it-works" title="How It Works" intro={assessment.intro}>
        <CardGrid items={assessmentSteps} columns={3} cardStyle="feature" />
      </Section>
      <Section id="assessment" title="Rate Each Statement" intro={scaleIntro(assessment)} tone="muted">
        <SelfAssessmentForm assessment={assessment} />
      </Section>
      <Section id="other-assessments" title="Other Assessments">
        <CardGrid items={assessmentCards.filter((card) => card.link !== path)} columns={2} />
      </Section>
      <CallToAction {...assessmentCta(assessment)} />
    </>
  );
}
