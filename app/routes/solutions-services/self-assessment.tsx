import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { staticContent } from "~/components/static-content/static-content";
import { isAssessmentPath, scaleIntro, selfAssessmentsByPath } from "~/content/assessments";
import type { AssessmentPath } from "~/content/assessment-types";
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

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/solutions-services/self-assessment-content");
const AssessmentIntroActions = staticContent(pageContent, "AssessmentIntroActions");
const AssessmentHowItWorks = staticContent(pageContent, "AssessmentHowItWorks");
const AssessmentMore = staticContent(pageContent, "AssessmentMore");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(assessmentPath(location.pathname));

/** Static content around the assessment form, which hydrates (it scores the answers in the browser). */
export default function SelfAssessmentPage() {
  const path = assessmentPath(useLocation().pathname);
  const assessment = selfAssessmentsByPath[path];
  return (
    <>
      <PageIntro path={path}>
        <AssessmentIntroActions path={path} />
      </PageIntro>
      <AssessmentHowItWorks path={path} />
      <Section id="assessment" title="Rate Each Statement" intro={scaleIntro(assessment)} tone="muted">
        <SelfAssessmentForm assessment={assessment} />
      </Section>
      <AssessmentMore path={path} />
    </>
  );
}
