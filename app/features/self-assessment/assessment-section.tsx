import { Section } from "~/components/section";
import type { AssessmentPath } from "~/content/assessment-types";
import { scaleIntro, selfAssessmentsByPath } from "~/content/assessments";
import { SelfAssessmentForm } from "./self-assessment-form";

/** The assessment at `path`: its scale, and every statement to rate in its form. */
export function AssessmentSection({ path }: { path: AssessmentPath }) {
  const assessment = selfAssessmentsByPath[path];
  return (
    <Section id="assessment" title="Rate Each Statement" intro={scaleIntro(assessment)} tone="muted">
      <SelfAssessmentForm assessment={assessment} />
    </Section>
  );
}
