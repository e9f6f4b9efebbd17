import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { staticContent } from "~/components/static-content/static-content";
import { type AssessmentPath, isAssessmentPath } from "~/content/assessment-types";
import { interactiveFormWhenVisible } from "~/features/lead-forms/form-on-first-use";
import { pageMeta } from "~/lib/page-meta";
import { normalizePath } from "~/layout/nav-highlight";
import type { Route } from "./+types/self-assessment";

/** One route module renders the three self-assessments from content, chosen by path. */
function assessmentPath(pathname: string): AssessmentPath {
  const path = normalizePath(pathname);
  if (!isAssessmentPath(path)) throw new Response("Not found", { status: 404 });
  return path;
}

/** The page's static content module: one import() for all of its pieces. */
const pageContent = () => import("~/features/solutions-services/self-assessment-content");
const AssessmentIntroActions = staticContent(pageContent, "AssessmentIntroActions");
const AssessmentHowItWorks = staticContent(pageContent, "AssessmentHowItWorks");
const AssessmentMore = staticContent(pageContent, "AssessmentMore");
/** The statements and their scoring: code loaded as the visitor scrolls near them. */
const AssessmentSection = interactiveFormWhenVisible(() => import("~/features/self-assessment/assessment-section"), "AssessmentSection");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(assessmentPath(location.pathname));

/** Static content around the assessment form, whose code (it scores the answers in the browser) loads as the visitor nears it. */
export default function SelfAssessmentPage() {
  const path = assessmentPath(useLocation().pathname);
  return (
    <>
      <PageIntro path={path}>
        <AssessmentIntroActions path={path} />
      </PageIntro>
      <AssessmentHowItWorks path={path} />
      <AssessmentSection path={path} />
      <AssessmentMore path={path} />
    </>
  );
}
