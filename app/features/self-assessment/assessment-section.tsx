import { Section } from "~/components/section";
import type { AssessmentFormCopy, SelfAssessment } from "./assessment-types";
import { SelfAssessmentForm } from "./self-assessment-form";

/** An assessment: its scale, and every statement to rate in its form. */
export function AssessmentSection({ assessment, copy }: { assessment: SelfAssessment; copy: AssessmentFormCopy }) {
  return (
    <Section id="assessment" title={copy.title} intro={copy.scaleIntro} tone="muted">
      <SelfAssessmentForm assessment={assessment} copy={copy} />
    </Section>
  );
}
