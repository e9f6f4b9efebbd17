import { Icon } from "~/components/icon";
import { Reveal } from "~/components/reveal";
import type { ApplicationStep } from "./careers-copy";

/**
 * The five steps of applying for a role, numbered: on the careers page
 * (outlined cards, each timing with a clock) and on each role's page (raised
 * cards on a muted section).
 */
export function ApplicationSteps({ look, steps }: { look: "outlined" | "raised"; steps: readonly ApplicationStep[] }) {
  const outlined = look === "outlined";
  return (
    <ol className="grid gap-6 md:grid-cols-5">
      {steps.map((step, i) => (
        <Reveal
          as="li"
          index={i}
          key={step.title}
          className={`flex flex-col gap-2 rounded-2xl p-5 ${outlined ? "border border-slate-200" : "bg-white shadow-sm"}`}
        >
          <span aria-hidden="true" className={`inline-flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ${outlined ? "size-10" : "size-9"}`}>
            {i + 1}
          </span>
          <h3 className="font-semibold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="text-slate-600">{step.description}</p>
          {outlined ? (
            <p className="mt-auto flex items-start gap-1 text-sm font-medium text-brand-800">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
              {step.timing}
            </p>
          ) : (
            <p className="mt-auto text-sm font-medium text-brand-800">{step.timing}</p>
          )}
        </Reveal>
      ))}
    </ol>
  );
}
