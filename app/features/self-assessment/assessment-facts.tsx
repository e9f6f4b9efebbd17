import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { AssessmentPage } from "./assessment-types";

/** Dimensions, statements, time and privacy, as a row of chips under the banner title. */
export function AssessmentFacts({ page }: { page: Pick<AssessmentPage, "assessment" | "minutes"> }) {
  const { assessment } = page;
  const statements = assessment.dimensions.reduce((sum, d) => sum + d.questions.length, 0);
  const facts: { icon: IconName; text: string }[] = [
    { icon: "layers", text: `${assessment.dimensions.length} dimensions` },
    { icon: "clipboard-check", text: `${statements} statements` },
    { icon: "clock", text: `About ${page.minutes} minutes` },
    { icon: "lock", text: "Free, and nothing leaves your browser" },
  ];
  return (
    <ul className="flex flex-wrap gap-2" aria-label="About this assessment">
      {facts.map((fact) => (
        <li key={fact.text} className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          <Icon name={fact.icon} className="size-4" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
